import net from 'node:net';

export interface ReceivedMail {
  commands: string[];
  from: string;
  to: string[];
  data: string;
}

/**
 * A tiny SMTP server for tests: EHLO (advertising AUTH PLAIN), AUTH, MAIL, RCPT, DATA, QUIT.
 * `rejectRecipient` makes RCPT answer 550, to test the error path.
 */
export async function startFakeSmtpServer(options: { rejectRecipient?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    const mail: ReceivedMail = { commands: [], from: '', to: [], data: '' };
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end + 2).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          reply('250 2.0.0 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        mail.commands.push(line);
        const verb = line.split(' ')[0]?.toUpperCase();
        if (verb === 'EHLO') reply('250-fake.smtp\r\n250-SIZE 1000000\r\n250 AUTH PLAIN');
        else if (verb === 'AUTH') reply('235 2.7.0 authenticated');
        else if (verb === 'MAIL') {
          mail.from = /<(.*)>/.exec(line)?.[1] ?? '';
          reply('250 ok');
        } else if (verb === 'RCPT') {
          if (options.rejectRecipient) reply('550 5.1.1 no such user');
          else {
            mail.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
            reply('250 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 unknown');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
