import path from 'node:path';
import type { Logger } from '../logger/logger';
import { FileMailer } from './file-mailer';
import type { MailMessage } from './mail-format';
import { SmtpMailer } from './smtp-mailer';

export type { MailMessage } from './mail-format';

/** Outgoing e-mail. Implementations: SMTP when SMTP_URL is set, otherwise `.eml` files under DATA_DIR/mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * The sender is `?from=` of SMTP_URL when given (providers often insist on a verified
 * address), else no-reply at the public host.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  publicUrl: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  const smtp = options.smtpUrl ? new URL(options.smtpUrl) : null;
  const from = smtp?.searchParams.get('from') ?? `no-reply@${new URL(options.publicUrl).hostname}`;
  if (smtp) return new SmtpMailer(smtp, from);
  return new FileMailer(path.join(options.dataDir, 'mail'), from, options.logger);
}
