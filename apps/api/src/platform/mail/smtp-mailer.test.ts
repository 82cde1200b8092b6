import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSmtpServer } from './fake-smtp-server.test-support';
import { SmtpMailer } from './smtp-mailer';

const decodeBody = (data: string) =>
  Buffer.from(data.slice(data.indexOf('\r\n\r\n') + 4).replace(/\s/g, ''), 'base64').toString('utf8');

describe('SmtpMailer', () => {
  let server: Awaited<ReturnType<typeof startFakeSmtpServer>> | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('delivers with EHLO, AUTH PLAIN from the URL, MAIL FROM, RCPT TO and DATA', async () => {
    server = await startFakeSmtpServer();
    const url = new URL(`smtp://mailer%40desk:s%3Acret@127.0.0.1:${server.port}`);
    const mailer = new SmtpMailer(url, 'no-reply@desk.example.com', 5000);
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Redefinição de senha',
      text: 'Olá!\n.linha que começa com ponto\nfim',
    });

    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail?.commands[0]).toBe('EHLO desk.example.com');
    const auth = mail?.commands.find((command) => command.startsWith('AUTH PLAIN '));
    expect(Buffer.from(auth?.slice(11) ?? '', 'base64').toString('utf8')).toBe('\0mailer@desk\0s:cret');
    expect(mail?.from).toBe('no-reply@desk.example.com');
    expect(mail?.to).toEqual(['ana@example.com']);
    expect(mail?.data).toContain('Subject: =?UTF-8?B?');
    expect(decodeBody(mail?.data ?? '')).toBe('Olá!\n.linha que começa com ponto\nfim');
    expect(mail?.commands.at(-1)).toBe('QUIT');
  });

  it('skips AUTH without credentials and reports a refused recipient as an error', async () => {
    server = await startFakeSmtpServer({ rejectRecipient: true });
    const mailer = new SmtpMailer(new URL(`smtp://127.0.0.1:${server.port}`), 'no-reply@desk.example.com', 5000);
    await expect(mailer.send({ to: 'ghost@example.com', subject: 'x', text: 'y' })).rejects.toThrow(/SMTP 550/);
  });

  it('refuses header injection through the recipient', async () => {
    server = await startFakeSmtpServer();
    const mailer = new SmtpMailer(new URL(`smtp://127.0.0.1:${server.port}`), 'no-reply@desk.example.com', 5000);
    await expect(mailer.send({ to: 'a@example.com\r\nBcc: x@evil.test', subject: 's', text: 't' })).rejects.toThrow(
      /line break/,
    );
    expect(server.received).toEqual([]);
  });

  it('fails instead of hanging when nothing listens', async () => {
    server = await startFakeSmtpServer();
    const port = server.port;
    await server.close();
    server = null;
    const mailer = new SmtpMailer(new URL(`smtp://127.0.0.1:${port}`), 'no-reply@desk.example.com', 2000);
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});
