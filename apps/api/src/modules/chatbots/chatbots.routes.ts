import {
  chatbotCreateBody,
  chatbotIdParams,
  chatbotListQuery,
  chatbotOptionAnswer,
  chatbotTreeAnswer,
  chatbotUpdateBody,
} from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { requirePermission } from '../../platform/auth/require-permission';
import type { ChatbotsDeps } from './chatbots.deps';
import { createChatbot } from './use-cases/create-chatbot';
import { deleteChatbot } from './use-cases/delete-chatbot';
import { getChatbot } from './use-cases/get-chatbot';
import { listChatbots } from './use-cases/list-chatbots';
import { updateChatbot } from './use-cases/update-chatbot';

/**
 * /api/chatbot: spec 2 §7 "Queues and chatbots", a queue's chatbot option tree. Reading is open to
 * the company's users like the queues it belongs to; writing is queues:manage, as for queues.
 */
export const chatbotsRoutes: FastifyPluginAsyncZod<ChatbotsDeps> = async (app, deps) => {
  const tags = ['chatbots'];
  const admin = requirePermission('queues:manage');
  const companyOf = (request: { requireAuth(): { companyId: number } }) => request.requireAuth().companyId;

  app.get(
    '/',
    { preHandler: requireAuth, schema: { tags, querystring: chatbotListQuery, response: { 200: chatbotTreeAnswer } } },
    async (request) => listChatbots(deps, companyOf(request), request.query.queueId),
  );

  app.get(
    '/:id',
    { preHandler: requireAuth, schema: { tags, params: chatbotIdParams, response: { 200: chatbotOptionAnswer } } },
    async (request) => getChatbot(deps, companyOf(request), request.params.id),
  );

  app.post(
    '/',
    { preHandler: admin, schema: { tags, body: chatbotCreateBody, response: { 201: chatbotOptionAnswer } } },
    async (request, reply) => reply.status(201).send(await createChatbot(deps, companyOf(request), request.body)),
  );

  app.put(
    '/:id',
    {
      preHandler: admin,
      schema: { tags, params: chatbotIdParams, body: chatbotUpdateBody, response: { 200: chatbotOptionAnswer } },
    },
    async (request) => updateChatbot(deps, companyOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { preHandler: admin, schema: { tags, params: chatbotIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteChatbot(deps, companyOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
