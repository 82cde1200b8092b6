import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, type LogFormat, requestLogController } from './logger';

describe('chooseLogFormat', () => {
  it('prints readable lines on a terminal and JSON everywhere else', () => {
    expect(chooseLogFormat({ isTTY: true })).toBe('pretty');
    expect(chooseLogFormat({ isTTY: false })).toBe('json');
    expect(chooseLogFormat({})).toBe('json');
  });
});

describe('requestLogController', () => {
  /** The messages an app logs at info while it answers one request and fails another. */
  async function infoMessages(format: LogFormat) {
    const lines: { level: number; msg: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({
      loggerInstance: pino({ level: 'info' }, sink) as FastifyBaseLogger,
      logController: requestLogController(format),
    });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    await app.inject({ url: '/ok' });
    await app.inject({ url: '/boom' });
    await app.close();
    return lines.map((line) => `${line.level} ${line.msg}`);
  }

  it('logs requests at debug on a terminal, keeping failures as errors', async () => {
    const messages = await infoMessages('pretty');
    expect(messages).not.toContain('30 incoming request');
    expect(messages).not.toContain('30 request completed');
    expect(messages).toContain('50 boom');
  });

  it('logs every request at info in JSON', async () => {
    const messages = await infoMessages('json');
    expect(messages.filter((message) => message === '30 incoming request')).toHaveLength(2);
    expect(messages).toContain('30 request completed');
  });
});
