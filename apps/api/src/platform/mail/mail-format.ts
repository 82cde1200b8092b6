import { randomUUID } from 'node:crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

const encodeHeader = (value: string) =>
  // RFC 2047 only when needed: Portuguese subjects carry accents.
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

/** An RFC 5322 message with a base64 UTF-8 body: safe through servers without 8BITMIME. */
export function formatMessage(from: string, message: MailMessage, now = new Date()): string {
  assertHeaderSafe(from, message.to, message.subject);
  const domain = from.split('@')[1] ?? 'localhost';
  const body = Buffer.from(message.text, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
    '',
  ].join('\r\n');
}

/** Header values come from users (e-mail addresses): a line break would inject headers or SMTP commands. */
export function assertHeaderSafe(...values: string[]) {
  for (const value of values) if (/[\r\n]/.test(value)) throw new Error('Mail header value contains a line break');
}
