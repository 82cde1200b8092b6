import net from 'node:net';
import tls from 'node:tls';
import { formatMessage, type MailMessage } from './mail-format';
import type { Mailer } from './mailer';

interface Reply {
  code: number;
  lines: string[];
}

/**
 * Just enough SMTP (RFC 5321) for transactional mail, since no mail library is installed:
 * smtps:// is TLS from the start (default port 465); smtp:// (default 587) upgrades with
 * STARTTLS whenever the server offers it; AUTH PLAIN when the URL carries credentials.
 */
export class SmtpMailer implements Mailer {
  constructor(
    private readonly url: URL,
    private readonly from: string,
    private readonly timeoutMs = 30_000,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const content = formatMessage(this.from, message);
    const implicitTls = this.url.protocol === 'smtps:';
    const host = this.url.hostname;
    const port = Number(this.url.port) || (implicitTls ? 465 : 587);
    const connection = await SmtpConnection.open({ host, port, tls: implicitTls, timeoutMs: this.timeoutMs });
    try {
      await connection.expect(220);
      const heloName = this.from.split('@')[1] ?? 'localhost';
      let features = await connection.command(`EHLO ${heloName}`, 250);
      if (!connection.secure && features.lines.some((line) => /^STARTTLS\b/i.test(line))) {
        await connection.command('STARTTLS', 220);
        await connection.upgrade(host);
        features = await connection.command(`EHLO ${heloName}`, 250);
      }
      if (this.url.username) {
        const user = decodeURIComponent(this.url.username);
        const password = decodeURIComponent(this.url.password);
        const credentials = Buffer.from(`\0${user}\0${password}`, 'utf8').toString('base64');
        await connection.command(`AUTH PLAIN ${credentials}`, 235);
      }
      await connection.command(`MAIL FROM:<${this.from}>`, 250);
      await connection.command(`RCPT TO:<${message.to}>`, 250, 251);
      await connection.command('DATA', 354);
      // Dot-stuffing: a line starting with '.' gets a second one so it cannot end the DATA early.
      await connection.command(`${content.replace(/^\./gm, '..')}.`, 250);
      await connection.command('QUIT', 221).catch(() => undefined);
    } finally {
      connection.close();
    }
  }
}

class SmtpConnection {
  #buffer = '';
  #lines: string[] = [];
  #replies: Reply[] = [];
  #waiter: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | null = null;
  #failure: Error | null = null;

  private constructor(
    private socket: net.Socket,
    public secure: boolean,
    private readonly timeoutMs: number,
  ) {
    this.#attach();
  }

  static open(options: { host: string; port: number; tls: boolean; timeoutMs: number }): Promise<SmtpConnection> {
    return new Promise((resolve, reject) => {
      const socket = options.tls
        ? tls.connect({ host: options.host, port: options.port, servername: options.host })
        : net.connect({ host: options.host, port: options.port });
      socket.once(options.tls ? 'secureConnect' : 'connect', () => {
        socket.off('error', reject);
        resolve(new SmtpConnection(socket, options.tls, options.timeoutMs));
      });
      socket.once('error', reject);
    });
  }

  async command(line: string, ...accepted: number[]): Promise<Reply> {
    this.socket.write(`${line}\r\n`);
    return this.expect(...accepted);
  }

  async expect(...accepted: number[]): Promise<Reply> {
    const reply = await this.#next();
    if (!accepted.includes(reply.code)) throw new Error(`SMTP ${reply.code}: ${reply.lines.join(' ')}`);
    return reply;
  }

  upgrade(host: string): Promise<void> {
    this.socket.removeAllListeners('data');
    return new Promise((resolve, reject) => {
      const secured = tls.connect({ socket: this.socket, servername: host }, () => {
        this.socket = secured;
        this.secure = true;
        this.#attach();
        resolve();
      });
      secured.once('error', reject);
    });
  }

  close() {
    this.socket.destroy();
  }

  #attach() {
    this.socket.setTimeout(this.timeoutMs, () => this.#fail(new Error('SMTP timeout')));
    this.socket.on('error', (error) => this.#fail(error));
    this.socket.on('close', () => this.#fail(new Error('SMTP connection closed')));
    this.socket.on('data', (chunk: Buffer) => this.#receive(chunk.toString('utf8')));
  }

  #receive(text: string) {
    this.#buffer += text;
    let end = this.#buffer.indexOf('\r\n');
    while (end >= 0) {
      const line = this.#buffer.slice(0, end);
      this.#buffer = this.#buffer.slice(end + 2);
      // Multi-line replies use `250-...` until the last `250 ...` line.
      this.#lines.push(line.slice(4));
      if (line[3] !== '-') {
        this.#replies.push({ code: Number(line.slice(0, 3)), lines: this.#lines });
        this.#lines = [];
      }
      end = this.#buffer.indexOf('\r\n');
    }
    this.#deliver();
  }

  #deliver() {
    if (!this.#waiter) return;
    const reply = this.#replies.shift();
    if (reply) {
      const { resolve } = this.#waiter;
      this.#waiter = null;
      resolve(reply);
    } else if (this.#failure) {
      const { reject } = this.#waiter;
      this.#waiter = null;
      reject(this.#failure);
    }
  }

  #fail(error: Error) {
    this.#failure ??= error;
    this.socket.destroy();
    this.#deliver();
  }

  #next(): Promise<Reply> {
    return new Promise((resolve, reject) => {
      this.#waiter = { resolve, reject };
      this.#deliver();
    });
  }
}
