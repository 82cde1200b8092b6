import {
  connectionAdminOptionsAnswer,
  connectionAnswer,
  connectionIdParams,
  connectionUpdateBody,
} from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSuper } from '../../platform/auth/auth-context';
import { loadPermissionSubject } from '../../platform/auth/require-permission';
import type { ConnectionCaller, ConnectionsDeps } from './connections.deps';
import {
  deleteConnectionAsSuper,
  disconnectSessionAsSuper,
  renewSessionAsSuper,
  startSessionAsSuper,
  updateConnectionAsSuper,
} from './use-cases/admin-session-actions';
import { getConnectionOptionsAsSuper } from './use-cases/get-connection-options-as-super';

async function superCallerOf(request: FastifyRequest): Promise<ConnectionCaller> {
  return { companyId: request.requireAuth().companyId, subject: await loadPermissionSubject(request) };
}

/**
 * /whatsapp-admin/{id}/session, PUT and DELETE /whatsapp-admin/{id} and its /options: the super
 * user's session actions (try again, new QR, disconnect), edit and delete on any company's
 * connection, for the company modal of /allConnections. Everyone else gets 403 ERR_NO_PERMISSION, even on their own company's
 * connection (they have /whatsappsession and /whatsapp).
 */
export const connectionAdminSessionRoutes: FastifyPluginAsyncZod<ConnectionsDeps> = async (app, deps) => {
  const tags = ['connections'];
  const byId = { tags, params: connectionIdParams, response: { 200: connectionAnswer } };

  app.post('/whatsapp-admin/:id/session', { preHandler: requireSuper, schema: byId }, async (request) =>
    startSessionAsSuper(deps, await superCallerOf(request), request.params.id),
  );

  app.put('/whatsapp-admin/:id/session', { preHandler: requireSuper, schema: byId }, async (request) =>
    renewSessionAsSuper(deps, await superCallerOf(request), request.params.id),
  );

  app.delete('/whatsapp-admin/:id/session', { preHandler: requireSuper, schema: byId }, async (request) =>
    disconnectSessionAsSuper(deps, await superCallerOf(request), request.params.id),
  );

  app.put(
    '/whatsapp-admin/:id',
    { preHandler: requireSuper, schema: { ...byId, body: connectionUpdateBody } },
    async (request) => updateConnectionAsSuper(deps, await superCallerOf(request), request.params.id, request.body),
  );

  app.get(
    '/whatsapp-admin/:id/options',
    {
      preHandler: requireSuper,
      schema: { tags, params: connectionIdParams, response: { 200: connectionAdminOptionsAnswer } },
    },
    async (request) => getConnectionOptionsAsSuper(deps, await superCallerOf(request), request.params.id),
  );

  app.delete(
    '/whatsapp-admin/:id',
    { preHandler: requireSuper, schema: { tags, params: connectionIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteConnectionAsSuper(deps, await superCallerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
