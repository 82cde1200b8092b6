import { AppError, type ErrorBody, errorCatalogue } from '@chatdesk/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isMalformedMultipart } from './malformed-multipart';

/**
 * The one place errors become answers: `{ error: CODE, message }`. Validation failures
 * list their fields; anything unexpected answers ERR_INTERNAL and is logged, never shown.
 */
export function registerErrorHandler(app: FastifyInstance, options: { spaFallback: boolean }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A route that does not exist stays a 404 even when its body could not be read (parsed before the 404 handler).
    if (request.is404) return reply.status(404).send(errorBody('ERR_ROUTE_NOT_FOUND'));
    const { status, body } = toErrorAnswer(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.error, status }, 'request refused');
    return reply.status(status).send(body);
  });

  // Client-side routes (a reload on /tickets/abc) get the SPA; API paths keep their JSON 404.
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !nonPagePrefixes.some((prefix) => request.url.startsWith(prefix));
    if (options.spaFallback && isPage) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send(errorBody('ERR_ROUTE_NOT_FOUND'));
  });
}

const nonPagePrefixes = ['/api/', '/api?', '/socket.io/', '/public/', '/metrics'];

export function toErrorAnswer(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body = errorBody(error.code);
    if (error.details !== undefined) body.details = error.details;
    return { status: error.status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: `${error.validationContext ?? ''}${issue.instancePath.replaceAll('/', '.')}`,
      message: issue.message ?? 'invalid',
    }));
    return { status: 400, body: { ...errorBody('ERR_VALIDATION'), issues } };
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return { status: 400, body: { ...errorBody('ERR_VALIDATION'), issues } };
  }
  if (isResponseSerializationError(error)) return { status: 500, body: errorBody('ERR_INTERNAL') };
  if (isMalformedMultipart(error)) {
    return {
      status: 400,
      body: { ...errorBody('ERR_VALIDATION'), issues: [{ path: 'body', message: 'malformed multipart body' }] },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code === 'FST_REQ_FILE_TOO_LARGE' || fastifyError.statusCode === 413) {
    return { status: 413, body: errorBody('ERR_PAYLOAD_TOO_LARGE') };
  }
  if (fastifyError.statusCode === 415) return { status: 415, body: errorBody('ERR_UNSUPPORTED_MEDIA_TYPE') };
  if (fastifyError.statusCode === 429) return { status: 429, body: errorBody('ERR_RATE_LIMITED') };
  // Malformed JSON and similar framework-level client errors.
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return {
      status: 400,
      body: { ...errorBody('ERR_VALIDATION'), issues: [{ path: '', message: 'malformed request' }] },
    };
  }
  return { status: 500, body: errorBody('ERR_INTERNAL') };
}

const errorBody = (code: keyof typeof errorCatalogue): ErrorBody => ({
  error: code,
  message: errorCatalogue[code].message,
});
