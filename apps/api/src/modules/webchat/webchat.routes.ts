import {
  webchatConnectionParams,
  webchatSettingsAnswer,
  webchatSettingsUpdateBody,
  webchatTicketParams,
  webchatTypingBody,
} from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { requirePermission } from '../../platform/auth/require-permission';
import { loadTicketCaller } from '../tickets/ticket-viewer';
import { getWebchatSettings } from './use-cases/get-webchat-settings';
import { regenerateIdentitySecret } from './use-cases/regenerate-identity-secret';
import { rotateWidgetKey } from './use-cases/rotate-widget-key';
import { sendAgentTyping } from './use-cases/send-agent-typing';
import { updateWebchatSettings } from './use-cases/update-webchat-settings';
import type { WebchatDeps } from './webchat.deps';

/**
 * /api/webchat: a webchat connection's widget settings (who manages connections: admins, users
 * with allowConnections) and the attendant typing signal for the visitor's widget.
 */
export const webchatRoutes: FastifyPluginAsyncZod<WebchatDeps> = async (app, deps) => {
  const tags = ['webchat'];
  const manage = [requireAuth, requirePermission('connections-page:addConnection')];
  const companyOf = (request: { requireAuth(): { companyId: number } }) => request.requireAuth().companyId;
  const settingsRoute = {
    preHandler: manage,
    schema: { tags, params: webchatConnectionParams, response: { 200: webchatSettingsAnswer } },
  };

  app.get('/settings/:connectionId', settingsRoute, async (request) =>
    getWebchatSettings(deps, companyOf(request), request.params.connectionId),
  );

  app.put(
    '/settings/:connectionId',
    {
      preHandler: manage,
      schema: {
        tags,
        params: webchatConnectionParams,
        body: webchatSettingsUpdateBody,
        response: { 200: webchatSettingsAnswer },
      },
    },
    async (request) => updateWebchatSettings(deps, companyOf(request), request.params.connectionId, request.body),
  );

  app.post('/settings/:connectionId/identity-secret', settingsRoute, async (request) =>
    regenerateIdentitySecret(deps, companyOf(request), request.params.connectionId),
  );

  app.post('/settings/:connectionId/widget-key', settingsRoute, async (request) =>
    rotateWidgetKey(deps, companyOf(request), request.params.connectionId),
  );

  app.post(
    '/tickets/:ticketId/typing',
    { preHandler: requireAuth, schema: { tags, params: webchatTicketParams, body: webchatTypingBody } },
    async (request, reply) => {
      await sendAgentTyping(deps, await loadTicketCaller(request), request.params.ticketId, request.body.typing);
      return reply.status(204).send();
    },
  );
};
