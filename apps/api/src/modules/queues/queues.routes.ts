import {
  queueAnswer,
  queueCreateBody,
  queueDetailAnswer,
  queueIdParams,
  queuesAnswer,
  queueUpdateBody,
} from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { loadPermissionSubject, requirePermission } from '../../platform/auth/require-permission';
import type { QueueCaller, QueuesDeps } from './queues.deps';
import { createQueue } from './use-cases/create-queue';
import { deleteQueue } from './use-cases/delete-queue';
import { getQueue } from './use-cases/get-queue';
import { listQueues } from './use-cases/list-queues';
import { updateQueue } from './use-cases/update-queue';

async function callerOf(request: FastifyRequest): Promise<QueueCaller> {
  return { companyId: request.requireAuth().companyId, subject: await loadPermissionSubject(request) };
}

/**
 * /api/queue: spec 2 §7 "Queues" (one queue is read with its chatbot tree, written through /chatbot). Reading is open to
 * every user of the company (the workspace's pickers need it); writing is queues:manage.
 */
export const queuesRoutes: FastifyPluginAsyncZod<QueuesDeps> = async (app, deps) => {
  const tags = ['queues'];
  const admin = requirePermission('queues:manage');

  app.get('/', { preHandler: requireAuth, schema: { tags, response: { 200: queuesAnswer } } }, async (request) =>
    listQueues(deps, await callerOf(request)),
  );

  app.get(
    '/:id',
    { preHandler: requireAuth, schema: { tags, params: queueIdParams, response: { 200: queueDetailAnswer } } },
    async (request) => getQueue(deps, await callerOf(request), request.params.id),
  );

  app.post(
    '/',
    { preHandler: admin, schema: { tags, body: queueCreateBody, response: { 201: queueAnswer } } },
    async (request, reply) => reply.status(201).send(await createQueue(deps, await callerOf(request), request.body)),
  );

  app.put(
    '/:id',
    {
      preHandler: admin,
      schema: { tags, params: queueIdParams, body: queueUpdateBody, response: { 200: queueAnswer } },
    },
    async (request) => updateQueue(deps, await callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { preHandler: admin, schema: { tags, params: queueIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteQueue(deps, await callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
