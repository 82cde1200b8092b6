import { messageAnswer, metaAccountAnswer, metaAccountBody, metaTemplateBody, recordId } from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadTicketCaller } from '../../modules/tickets/ticket-viewer';
import { requireAuth } from '../../platform/auth/auth-context';
import { requirePermission } from '../../platform/auth/require-permission';
import { getMetaAccount, type MetaAccountDeps, saveMetaAccount } from './save-meta-account';
import { type SendTemplateDeps, sendTemplate } from './send-template';

const metaConnectionParams = z.object({ connectionId: recordId });
const templateParams = metaConnectionParams.extend({ ticketId: recordId });

/**
 * /api/meta/{connectionId}/account (Meta credentials of a whatsappapi, facebook or instagram
 * connection; connections-page:addConnection) and /api/whatsapp-cloud/{connectionId}/template/{ticketId}
 * (a template message, for anyone who may write on the ticket). Another company's ids answer 404.
 */
export const metaAccountRoutes: FastifyPluginAsyncZod<MetaAccountDeps & SendTemplateDeps> = async (app, deps) => {
  const tags = ['meta'];
  const manage = requirePermission('connections-page:addConnection');

  app.get(
    '/meta/:connectionId/account',
    { preHandler: manage, schema: { tags, params: metaConnectionParams, response: { 200: metaAccountAnswer } } },
    async (request) => getMetaAccount(deps, request.requireAuth().companyId, request.params.connectionId),
  );

  app.put(
    '/meta/:connectionId/account',
    {
      preHandler: manage,
      schema: { tags, params: metaConnectionParams, body: metaAccountBody, response: { 200: metaAccountAnswer } },
    },
    async (request) =>
      saveMetaAccount(deps, request.requireAuth().companyId, request.params.connectionId, request.body),
  );

  app.post(
    '/whatsapp-cloud/:connectionId/template/:ticketId',
    {
      preHandler: requireAuth,
      schema: { tags, params: templateParams, body: metaTemplateBody, response: { 201: messageAnswer } },
    },
    async (request, reply) => {
      const { connectionId, ticketId } = request.params;
      const answer = await sendTemplate(
        deps,
        await loadTicketCaller(request),
        { connectionId, ticketId },
        request.body,
      );
      return reply.status(201).send(answer);
    },
  );
};
