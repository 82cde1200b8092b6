import { AppError, externalSendAnswer, externalSendBody, idempotencyKey } from '@chatdesk/contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConnectionRow } from '../connections/connections.repository';
import { assertMayUseApi, authenticateApiToken } from './api-access';
import type { ExternalApiDeps } from './external-api.deps';
import { externalUploadReader } from './external-media-upload';
import { type RateDecision, takeRateToken } from './rate-limit';
import { sendExternalMedia } from './use-cases/send-external-media';
import { sendExternalText } from './use-cases/send-external-text';

/** A JSON body checked here, because the same route also takes multipart (which has no JSON schema). */
function parseJsonBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw new z.ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: ['body', ...issue.path] })));
}

function rateHeaders(reply: FastifyReply, decision: RateDecision) {
  reply.header('x-ratelimit-limit', String(decision.limit));
  reply.header('x-ratelimit-remaining', String(decision.remaining));
  if (!decision.allowed) reply.header('retry-after', String(decision.retryAfterSeconds));
}

/**
 * The external messages API (spec 3 §7): POST /api/messages/send with a connection's API token as
 * Bearer, not a user's session. Order of checks: token (401), rate limit per token (429 with
 * Retry-After), company and connection state, then the body. The answer (201) names the stored
 * messages and their ticket as soon as they are queued; the send job delivers them.
 */
export const externalApiRoutes: FastifyPluginAsyncZod<ExternalApiDeps> = async (app, deps) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  // The token is checked before the body is read: a caller without one gets 401, never a body error.
  const callers = new WeakMap<FastifyRequest, ConnectionRow>();

  app.post(
    '/messages/send',
    {
      schema: {
        tags: ['external-api'],
        summary: 'Send a text (JSON) or files (multipart `medias`) through the connection of the Bearer token',
        consumes: ['application/json', 'multipart/form-data'],
        headers: z.looseObject({ 'idempotency-key': idempotencyKey.optional() }),
        response: { 201: externalSendAnswer },
      },
      onRequest: async (request) => {
        callers.set(request, await authenticateApiToken(deps, request.headers.authorization));
      },
    },
    async (request, reply) => {
      const connection = callers.get(request);
      if (!connection) throw new AppError('ERR_INVALID_API_TOKEN');
      const decision = await takeRateToken(deps.db, connection, deps.ratePerMinute);
      rateHeaders(reply, decision);
      if (!decision.allowed) {
        throw new AppError('ERR_RATE_LIMITED', { details: { retryAfterSeconds: decision.retryAfterSeconds } });
      }
      await assertMayUseApi(deps, connection);
      const key = request.headers['idempotency-key'];
      const result = request.isMultipart()
        ? await sendExternalMedia(deps, connection, externalUploadReader(request, deps.storage), key)
        : await sendExternalText(deps, connection, parseJsonBody(externalSendBody, request.body), key);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(result.answer);
    },
  );
};
