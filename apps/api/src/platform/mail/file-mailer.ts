import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger/logger';
import { formatMessage, type MailMessage } from './mail-format';
import type { Mailer } from './mailer';

/** No SMTP configured: each message becomes an `.eml` file an operator can open, and a log line. */
export class FileMailer implements Mailer {
  constructor(
    readonly directory: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const content = formatMessage(this.from, message);
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const file = path.join(this.directory, name);
    // The message may hold a reset link: readable by the process owner only.
    await writeFile(file, content, { mode: 0o600 });
    this.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to file (no SMTP_URL)');
  }
}
