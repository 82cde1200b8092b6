import { connectionChannelsAnswer } from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { loadPermissionSubject } from '../../platform/auth/require-permission';
import type { ConnectionsDeps } from './connections.deps';
import { listChannelOffer } from './use-cases/list-channel-offer';

/**
 * GET /whatsapp/channels (any signed-in user of the company): the channels the add menu may offer,
 * the same answer POST /whatsapp would give for each (driver present, sandbox enabled, plan flag).
 */
export const connectionChannelsRoutes: FastifyPluginAsyncZod<ConnectionsDeps> = async (app, deps) => {
  app.get(
    '/channels',
    { preHandler: requireAuth, schema: { tags: ['connections'], response: { 200: connectionChannelsAnswer } } },
    async (request) =>
      listChannelOffer(deps, {
        companyId: request.requireAuth().companyId,
        subject: await loadPermissionSubject(request),
      }),
  );
};
