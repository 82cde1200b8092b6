import { ticketAnswer, ticketTagParams, ticketTagsParams } from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { loadTicketCaller } from '../tickets/ticket-viewer';
import type { TicketsDeps } from '../tickets/tickets.deps';
import { addTagToTicket } from './use-cases/add-ticket-tag';
import { removeTagsFromTicket } from './use-cases/remove-ticket-tags';

/** /api/ticket-tags: spec 1 §7 "Tags on tickets"; both answer the ticket with its tags. */
export const ticketTagsRoutes: FastifyPluginAsyncZod<TicketsDeps> = async (app, deps) => {
  const tags = ['tickets'];
  app.put(
    '/:ticketId/:tagId',
    { preHandler: requireAuth, schema: { tags, params: ticketTagParams, response: { 200: ticketAnswer } } },
    async (request) =>
      addTagToTicket(deps, await loadTicketCaller(request), request.params.ticketId, request.params.tagId),
  );
  app.delete(
    '/:ticketId',
    { preHandler: requireAuth, schema: { tags, params: ticketTagsParams, response: { 200: ticketAnswer } } },
    async (request) => removeTagsFromTicket(deps, await loadTicketCaller(request), request.params.ticketId),
  );
};
