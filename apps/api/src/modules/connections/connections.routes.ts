import {
  allConnectionsAnswer,
  connectionAnswer,
  connectionCreateBody,
  connectionFilterQuery,
  connectionIdParams,
  connectionListQuery,
  connectionsAnswer,
  connectionTokenAnswer,
  connectionUpdateBody,
  greetingMediaMaxBytes,
} from '@chatdesk/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireSuper } from '../../platform/auth/auth-context';
import { loadPermissionSubject, requirePermission } from '../../platform/auth/require-permission';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import { tokenRevealFor } from './connection-answer';
import type { ConnectionCaller, ConnectionsDeps } from './connections.deps';
import { createConnection } from './use-cases/create-connection';
import { deleteConnection } from './use-cases/delete-connection';
import { getConnection } from './use-cases/get-connection';
import { deleteGreetingMedia, uploadGreetingMedia } from './use-cases/greeting-media';
import { listAllConnections } from './use-cases/list-all-connections';
import { listConnections } from './use-cases/list-connections';
import { regenerateConnectionToken } from './use-cases/regenerate-token';
import { updateConnection } from './use-cases/update-connection';

async function callerOf(request: FastifyRequest): Promise<ConnectionCaller> {
  return { companyId: request.requireAuth().companyId, subject: await loadPermissionSubject(request) };
}

/**
 * /api/whatsapp: spec 2 §7 "Connections" (session actions are in connection-session.routes.ts).
 * Reading is open to every user of the company (ticket filters and transfers pick connections;
 * the token shows only to managers); writing needs connections-page:addConnection; /all is the
 * super user's.
 */
export const connectionsRoutes: FastifyPluginAsyncZod<ConnectionsDeps> = async (app, deps) => {
  const tags = ['connections'];
  const manage = requirePermission('connections-page:addConnection');
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

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

  // The spec's clients call `/whatsapp/all/?session=0`; both spellings answer.
  for (const url of ['/all', '/all/']) {
    app.get(
      url,
      {
        preHandler: requireSuper,
        schema: { tags, querystring: connectionListQuery, response: { 200: allConnectionsAnswer } },
      },
      async () => listAllConnections(deps),
    );
  }

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
    async (request) => {
      const { companyId } = request.requireAuth();
      const token = tokenRevealFor(deps.secrets, await loadPermissionSubject(request));
      return getConnection(deps, companyId, request.params.id, token);
    },
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

  app.put(
    '/:id/token',
    { preHandler: manage, schema: { tags, params: connectionIdParams, response: { 200: connectionTokenAnswer } } },
    async (request) => regenerateConnectionToken(deps, await callerOf(request), request.params.id),
  );

  app.post(
    '/:id/media-upload',
    {
      preHandler: manage,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: connectionIdParams,
        response: { 200: connectionAnswer },
      },
    },
    async (request) => {
      // One byte over the cap: MediaStorage sees the excess and refuses (ERR_PAYLOAD_TOO_LARGE) instead of a cut file.
      const file = await request.file({ limits: { fileSize: greetingMediaMaxBytes + 1, files: 1, fields: 10 } });
      if (!file) throw bodyFieldError('file', 'Required');
      return uploadGreetingMedia(deps, await callerOf(request), request.params.id, file.file);
    },
  );

  app.delete(
    '/:id/media-upload',
    { preHandler: manage, schema: { tags, params: connectionIdParams, response: { 200: connectionAnswer } } },
    async (request) => deleteGreetingMedia(deps, await callerOf(request), request.params.id),
  );
};
