import {
  closedImportedAnswer,
  connectionAnswer,
  connectionIdParams,
  connectionListQuery,
  connectionPairingAnswer,
  connectionPairingBody,
  connectionRestartAnswer,
} from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSuper } from '../../platform/auth/auth-context';
import { loadPermissionSubject, requirePermission } from '../../platform/auth/require-permission';
import type { ConnectionActor, ConnectionsDeps } from './connections.deps';
import { closeImportedTickets } from './use-cases/close-imported-tickets';
import { getConnectionAsSuper } from './use-cases/list-all-connections';
import { requestPairingCode, restartCompanySessions } from './use-cases/restart-sessions';
import { disconnectSession, renewSession, startSession } from './use-cases/session-actions';

async function actorOf(request: FastifyRequest): Promise<ConnectionActor> {
  const { companyId, userId } = request.requireAuth();
  return { companyId, userId, subject: await loadPermissionSubject(request) };
}

/**
 * Spec 2 §7 "Connections" outside /whatsapp: session actions (/whatsappsession), the company-wide
 * restart, closing imported tickets (connections-page:addConnection: admins and users with
 * allowConnections), and the super user's /whatsapp-admin/{id}. Session actions answer the
 * connection as it is once the driver has acted.
 */
export const connectionSessionRoutes: FastifyPluginAsyncZod<ConnectionsDeps> = async (app, deps) => {
  const tags = ['connections'];
  const manage = requirePermission('connections-page:addConnection');
  const byId = { tags, params: connectionIdParams, response: { 200: connectionAnswer } };

  app.get(
    '/whatsapp-admin/:id',
    { preHandler: requireSuper, schema: { ...byId, querystring: connectionListQuery } },
    async (request) => getConnectionAsSuper(deps, await actorOf(request), request.params.id),
  );

  app.post('/whatsappsession/:id', { preHandler: manage, schema: byId }, async (request) =>
    startSession(deps, await actorOf(request), request.params.id),
  );

  app.put('/whatsappsession/:id', { preHandler: manage, schema: byId }, async (request) =>
    renewSession(deps, await actorOf(request), request.params.id, { resetImport: false }),
  );

  app.delete('/whatsappsession/:id', { preHandler: manage, schema: byId }, async (request) =>
    renewSession(deps, await actorOf(request), request.params.id, { resetImport: true }),
  );

  app.delete('/whatsappsession/admin/:id', { preHandler: manage, schema: byId }, async (request) =>
    disconnectSession(deps, await actorOf(request), request.params.id),
  );

  app.post(
    '/whatsappsession/:id/pairing-code',
    {
      preHandler: manage,
      schema: {
        tags,
        params: connectionIdParams,
        body: connectionPairingBody,
        response: { 200: connectionPairingAnswer },
      },
    },
    async (request) => requestPairingCode(deps, await actorOf(request), request.params.id, request.body.phoneNumber),
  );

  // The spec's clients call `/whatsapp-restart/`; both spellings answer.
  for (const url of ['/whatsapp-restart', '/whatsapp-restart/']) {
    app.post(
      url,
      { preHandler: manage, schema: { tags, response: { 200: connectionRestartAnswer } } },
      async (request) => restartCompanySessions(deps, await actorOf(request)),
    );
  }

  app.post(
    '/closedimported/:id',
    { preHandler: manage, schema: { tags, params: connectionIdParams, response: { 200: closedImportedAnswer } } },
    async (request) => closeImportedTickets(deps, await actorOf(request), request.params.id),
  );
};
