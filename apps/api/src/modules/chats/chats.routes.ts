import {
  chatAnswer,
  chatBody,
  chatKeyParams,
  chatMessageAnswer,
  chatMessageBody,
  chatMessagesPageAnswer,
  chatMessagesQuery,
  chatReadBody,
  chatsPageAnswer,
  chatsQuery,
} from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePlanFeature } from '../../platform/auth/require-plan-feature';
import type { ChatCaller, ChatsDeps } from './chats.deps';
import { createChat } from './use-cases/create-chat';
import { deleteChat } from './use-cases/delete-chat';
import { getChat } from './use-cases/get-chat';
import { listChatMessages } from './use-cases/list-chat-messages';
import { listChats } from './use-cases/list-chats';
import { markChatRead } from './use-cases/mark-chat-read';
import { postChatMessage } from './use-cases/post-chat-message';
import { updateChat } from './use-cases/update-chat';

const callerOf = (request: FastifyRequest): ChatCaller => {
  const { companyId, userId } = request.requireAuth();
  return { companyId, userId };
};

/**
 * /api/chats: spec 3 §7 Internal chat. Every user of a company whose plan has useInternalChat
 * uses it (spec 3 §6; every route refuses the others); each sees only the chats they take part in,
 * and only the owner edits or deletes one.
 */
export const chatsRoutes: FastifyPluginAsyncZod<ChatsDeps> = async (app, deps) => {
  const tags = ['chats'];
  const preHandler = requirePlanFeature('useInternalChat');
  const byKey = { tags, params: chatKeyParams };

  app.get(
    '/',
    { preHandler, schema: { tags, querystring: chatsQuery, response: { 200: chatsPageAnswer } } },
    async (request) => listChats(deps, callerOf(request), request.query),
  );

  app.get('/:id', { preHandler, schema: { ...byKey, response: { 200: chatAnswer } } }, async (request) =>
    getChat(deps, callerOf(request), request.params.id),
  );

  app.post(
    '/',
    { preHandler, schema: { tags, body: chatBody, response: { 201: chatAnswer } } },
    async (request, reply) => reply.status(201).send(await createChat(deps, callerOf(request), request.body)),
  );

  app.put(
    '/:id',
    { preHandler, schema: { ...byKey, body: chatBody, response: { 200: chatAnswer } } },
    async (request) => updateChat(deps, callerOf(request), request.params.id, request.body),
  );

  app.delete('/:id', { preHandler, schema: { ...byKey, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteChat(deps, callerOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/:id/messages',
    {
      preHandler,
      schema: { ...byKey, querystring: chatMessagesQuery, response: { 200: chatMessagesPageAnswer } },
    },
    async (request) => listChatMessages(deps, callerOf(request), request.params.id, request.query.pageNumber),
  );

  app.post(
    '/:id/messages',
    { preHandler, schema: { ...byKey, body: chatMessageBody, response: { 201: chatMessageAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await postChatMessage(deps, callerOf(request), request.params.id, request.body.message)),
  );

  app.post(
    '/:id/read',
    { preHandler, schema: { ...byKey, body: chatReadBody, response: { 200: chatAnswer } } },
    async (request) => markChatRead(deps, callerOf(request), request.params.id),
  );
};
