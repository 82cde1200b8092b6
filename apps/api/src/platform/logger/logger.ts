import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/** `pretty`: one readable, coloured line per event, for a person at a terminal; `json`: one JSON object per line. */
export type LogFormat = 'pretty' | 'json';

/** A terminal gets readable lines; anything else (a file, a pipe, a log collector) keeps JSON. */
export function chooseLogFormat(stream: { isTTY?: boolean } = process.stdout): LogFormat {
  return stream.isTTY === true ? 'pretty' : 'json';
}

/** Structured logs; secrets and credentials never reach them. */
export function createLogger(
  level: string,
  bindings: Record<string, unknown> = {},
  format: LogFormat = 'json',
  /** Where JSON lines go instead of stdout (tests that read what is logged). */
  destination?: DestinationStream,
): Logger {
  const options = {
    level,
    base: { pid: process.pid, ...bindings },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'token', '*.token'],
      censor: '[redacted]',
    },
  };
  if (destination) return pino(options, destination);
  return format === 'pretty' ? pino(options, prettyStream()) : pino(options);
}

function prettyStream(): DestinationStream {
  // Synchronous, so the lines logged while the process stops are written before it exits.
  return pretty({
    colorize: true,
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
}

/**
 * Fastify's per-request lines ('incoming request', 'request completed') at debug, so a terminal
 * shows what happens rather than every request; failed requests stay errors.
 */
class DebugRequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || this.isLogDisabled(request)) return super.requestCompleted(error, request, reply);
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** The request logging that goes with a log format: requests at debug on a terminal, at info in JSON. */
export function requestLogController(format: LogFormat): LogController {
  return format === 'pretty' ? new DebugRequestLogController() : new LogController();
}
