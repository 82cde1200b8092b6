import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; secrets and credentials never reach them. */
export function createLogger(level: string, bindings: Record<string, unknown> = {}): Logger {
  return pino({
    level,
    base: { pid: process.pid, ...bindings },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'token', '*.token'],
      censor: '[redacted]',
    },
  });
}
