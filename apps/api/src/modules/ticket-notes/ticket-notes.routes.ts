import {
  ticketNoteAnswer,
  ticketNoteCreateBody,
  ticketNoteIdParams,
  ticketNotesListAnswer,
  ticketNotesListQuery,
} from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { loadTicketCaller } from '../tickets/ticket-viewer';
import type { TicketNotesDeps } from './ticket-notes.deps';
import { createTicketNote } from './use-cases/create-ticket-note';
import { removeTicketNote } from './use-cases/delete-ticket-note';
import { listNotes } from './use-cases/list-ticket-notes';

/** /api/ticket-notes (spec 1 §7 "Notes"): private notes on tickets the caller may see. */
export const ticketNotesRoutes: FastifyPluginAsyncZod<TicketNotesDeps> = async (app, deps) => {
  const tags = ['ticket-notes'];

  app.post(
    '/',
    { preHandler: requireAuth, schema: { tags, body: ticketNoteCreateBody, response: { 201: ticketNoteAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await createTicketNote(deps, await loadTicketCaller(request), request.body)),
  );

  app.get(
    '/list',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: ticketNotesListQuery, response: { 200: ticketNotesListAnswer } },
    },
    async (request) => listNotes(deps, await loadTicketCaller(request), request.query),
  );

  app.delete(
    '/:id',
    { preHandler: requireAuth, schema: { tags, params: ticketNoteIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeTicketNote(deps, await loadTicketCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
