import {
  quickMessageAnswer,
  quickMessageBody,
  quickMessageIdParams,
  quickMessageMediaMaxBytes,
  quickMessageOptionsAnswer,
  quickMessagesListQuery,
  quickMessagesPageAnswer,
  quickMessagesQuery,
} from '@chatdesk/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { sendJsonBytes } from '../../platform/http/json-bytes';
import { singleUpload } from '../../platform/http/single-upload';
import { TicketPageCache } from '../tickets/ticket-page-cache';
import type { QuickMessageCaller, QuickMessagesDeps } from './quick-messages.deps';
import { createQuickMessage } from './use-cases/create-quick-message';
import { deleteQuickMessage } from './use-cases/delete-quick-message';
import { getQuickMessage } from './use-cases/get-quick-message';
import { listQuickMessageOptions } from './use-cases/list-quick-message-options';
import { listQuickMessages } from './use-cases/list-quick-messages';
import { deleteQuickMessageMedia, uploadQuickMessageMedia } from './use-cases/quick-message-media';
import { updateQuickMessage } from './use-cases/update-quick-message';

const callerOf = (request: FastifyRequest): QuickMessageCaller => {
  const { companyId, userId } = request.requireAuth();
  return { companyId, userId };
};

/**
 * /api/quick-messages: spec 3 §7 Quick replies. Every user of the company uses them (no plan
 * flag, no permission); what each sees and may change is the visibility and owner rule.
 */
export const quickMessagesRoutes: FastifyPluginAsyncZod<QuickMessagesDeps> = async (app, deps) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const tags = ['quick-messages'];
  const byId = { tags, params: quickMessageIdParams };
  // The tickets' page cache is a company-versioned cache of encoded answers: the composer's list uses one of its own.
  const optionsCache = new TicketPageCache(deps.db.changes, 2000);

  app.get(
    '/',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: quickMessagesQuery, response: { 200: quickMessagesPageAnswer } },
    },
    async (request) => listQuickMessages(deps, callerOf(request), request.query),
  );

  app.get(
    '/list',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: quickMessagesListQuery, response: { 200: quickMessageOptionsAnswer } },
    },
    async (request, reply) =>
      sendJsonBytes(request, reply, await listQuickMessageOptions(deps, optionsCache, callerOf(request))),
  );

  app.get(
    '/:id',
    { preHandler: requireAuth, schema: { ...byId, response: { 200: quickMessageAnswer } } },
    async (request) => getQuickMessage(deps, callerOf(request), request.params.id),
  );

  app.post(
    '/',
    { preHandler: requireAuth, schema: { tags, body: quickMessageBody, response: { 201: quickMessageAnswer } } },
    async (request, reply) => reply.status(201).send(await createQuickMessage(deps, callerOf(request), request.body)),
  );

  app.put(
    '/:id',
    { preHandler: requireAuth, schema: { ...byId, body: quickMessageBody, response: { 200: quickMessageAnswer } } },
    async (request) => updateQuickMessage(deps, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { preHandler: requireAuth, schema: { ...byId, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteQuickMessage(deps, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/media-upload',
    {
      preHandler: requireAuth,
      schema: { ...byId, consumes: ['multipart/form-data'], response: { 200: quickMessageAnswer } },
    },
    // The spec's client also sends typeArch=quickMessage; the folder is ours to choose, so it is ignored.
    async (request) =>
      uploadQuickMessageMedia(
        deps,
        callerOf(request),
        request.params.id,
        await singleUpload(request, quickMessageMediaMaxBytes),
      ),
  );

  app.delete(
    '/:id/media-upload',
    { preHandler: requireAuth, schema: { ...byId, response: { 200: quickMessageAnswer } } },
    async (request) => deleteQuickMessageMedia(deps, callerOf(request), request.params.id),
  );
};
