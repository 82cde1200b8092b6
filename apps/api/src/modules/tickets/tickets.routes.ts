import {
  ticketAnswer,
  ticketCreateBody,
  ticketIdParams,
  ticketLogsAnswer,
  ticketsCloseAllAnswer,
  ticketsCloseAllBody,
  ticketsListAnswer,
  ticketsListQuery,
  ticketUpdateBody,
  ticketUuidParams,
} from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { requirePermission } from '../../platform/auth/require-permission';
import { sendJsonBytes } from '../../platform/http/json-bytes';
import { TicketAnswerCache } from './ticket-answer-cache';
import { TicketPageCache } from './ticket-page-cache';
import { loadTicketCaller } from './ticket-viewer';
import type { TicketsDeps } from './tickets.deps';
import { closeAllTickets } from './use-cases/close-all-tickets';
import { createTicket } from './use-cases/create-ticket';
import { deleteTicket } from './use-cases/delete-ticket';
import { getTicket } from './use-cases/get-ticket';
import { listTicketLogs } from './use-cases/list-ticket-logs';
import { listTicketsBody } from './use-cases/list-tickets';
import { updateTicket } from './use-cases/update-ticket';

/** /api/tickets and /api/tickets-log: spec 1 §7 "Tickets and messages". */
export const ticketsRoutes: FastifyPluginAsyncZod<TicketsDeps> = async (app, deps) => {
  const tags = ['tickets'];
  const one = { 200: ticketAnswer };
  const caches = { pages: new TicketPageCache(deps.db.changes), answers: new TicketAnswerCache(deps.db.changes) };

  app.get(
    '/tickets',
    { preHandler: requireAuth, schema: { tags, querystring: ticketsListQuery, response: { 200: ticketsListAnswer } } },
    async (request, reply) =>
      sendJsonBytes(request, reply, await listTicketsBody(deps, caches, request.requireAuth(), request.query)),
  );

  app.get(
    '/tickets/u/:uuid',
    { preHandler: requireAuth, schema: { tags, params: ticketUuidParams, response: one } },
    async (request) => getTicket(deps, await loadTicketCaller(request), { uuid: request.params.uuid }),
  );

  app.get(
    '/tickets/:id',
    { preHandler: requireAuth, schema: { tags, params: ticketIdParams, response: one } },
    async (request) => getTicket(deps, await loadTicketCaller(request), { id: request.params.id }),
  );

  app.post(
    '/tickets',
    { preHandler: requireAuth, schema: { tags, body: ticketCreateBody, response: { 201: ticketAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await createTicket(deps, await loadTicketCaller(request), request.body)),
  );

  app.put(
    '/tickets/:id',
    { preHandler: requireAuth, schema: { tags, params: ticketIdParams, body: ticketUpdateBody, response: one } },
    async (request) => updateTicket(deps, await loadTicketCaller(request), request.params.id, request.body),
  );

  app.delete(
    '/tickets/:id',
    {
      preHandler: requirePermission('ticket-options:deleteTicket'),
      schema: { tags, params: ticketIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteTicket(deps, await loadTicketCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/tickets/closeAll',
    {
      preHandler: requirePermission('tickets-manager:closeAll'),
      schema: { tags, body: ticketsCloseAllBody, response: { 200: ticketsCloseAllAnswer } },
    },
    async (request) => closeAllTickets(deps, await loadTicketCaller(request), request.body),
  );

  app.get(
    '/tickets-log/:id',
    { preHandler: requireAuth, schema: { tags, params: ticketIdParams, response: { 200: ticketLogsAnswer } } },
    async (request) => listTicketLogs(deps, await loadTicketCaller(request), request.params.id),
  );
};
