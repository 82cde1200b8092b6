import {
  connectionAnswer,
  connectionCreateBody,
  connectionFilterQuery,
  connectionIdParams,
  connectionListQuery,
  connectionsAnswer,
  connectionUpdateBody,
} from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { loadPermissionSubject, requirePermission } from '../../platform/auth/require-permission';
import type { ConnectionCaller, ConnectionsDeps } from './connections.deps';
import { createConnection } from './use-cases/create-connection';
import { deleteConnection } from './use-cases/delete-connection';
import { getConnection } from './use-cases/get-connection';
import { listConnections } from './use-cases/list-connections';
import { updateConnection } from './use-cases/update-connection';

async function callerOf(request: FastifyRequest): Promise<ConnectionCaller> {
  return { companyId: request.requireAuth().companyId, subject: await loadPermissionSubject(request) };
}

/**
 * /api/whatsapp: spec 2 §7 "Connections" (sessions, media and the all-companies views come with
 * the real drivers). Reading is open to every user of the company (ticket filters and transfers
 * pick connections); writing needs connections-page:addConnection.
 */
export const connectionsRoutes: FastifyPluginAsyncZod<ConnectionsDeps> = async (app, deps) => {
  const tags = ['connections'];
  const manage = requirePermission('connections-page:addConnection');

  app.get(
    '/',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: connectionListQuery, response: { 200: connectionsAnswer } },
    },
    async (request) => listConnections(deps, await callerOf(request)),
  );

  app.get(
    '/filter',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: connectionFilterQuery, response: { 200: connectionsAnswer } },
    },
    async (request) => listConnections(deps, await callerOf(request), { channel: request.query.channel }),
  );

  app.get(
    '/:id',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        params: connectionIdParams,
        querystring: connectionListQuery,
        response: { 200: connectionAnswer },
      },
    },
    async (request) => getConnection(deps, request.requireAuth().companyId, request.params.id),
  );

  app.post(
    '/',
    { preHandler: manage, schema: { tags, body: connectionCreateBody, response: { 201: connectionAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await createConnection(deps, await callerOf(request), request.body)),
  );

  app.put(
    '/:id',
    {
      preHandler: manage,
      schema: { tags, params: connectionIdParams, body: connectionUpdateBody, response: { 200: connectionAnswer } },
    },
    async (request) => updateConnection(deps, await callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { preHandler: manage, schema: { tags, params: connectionIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteConnection(deps, await callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
