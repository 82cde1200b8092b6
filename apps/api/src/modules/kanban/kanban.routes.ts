import { kanbanBoardAnswer, kanbanBoardQuery, kanbanLanesAnswer } from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { sendJsonBytes } from '../../platform/http/json-bytes';
import { TicketPageCache } from '../tickets/ticket-page-cache';
import type { KanbanCaller, KanbanDeps } from './kanban.deps';
import { KanbanPlanCheck } from './kanban-plan';
import { listKanbanBoard } from './use-cases/list-kanban-board';
import { listKanbanLanes } from './use-cases/list-kanban-lanes';

const caller = (request: FastifyRequest): KanbanCaller => {
  const { companyId, userId } = request.requireAuth();
  return { companyId, userId };
};

/**
 * /api/ticket/kanban and /api/tag/kanban (spec 3 §7 "Tags and kanban"). Moving a card is the
 * ticket-tags calls (PUT /ticket-tags/{ticketId}/{tagId}, DELETE /ticket-tags/{ticketId}); the
 * board follows the moves through the tickets' live events.
 */
export const kanbanRoutes: FastifyPluginAsyncZod<KanbanDeps> = async (app, deps) => {
  const tags = ['kanban'];
  // A company-versioned cache of encoded answers (the tickets' kind), one of its own.
  const caches = { pages: new TicketPageCache(deps.db.changes, 2000), plan: new KanbanPlanCheck(deps.db) };
  app.get(
    '/ticket/kanban',
    { preHandler: requireAuth, schema: { tags, querystring: kanbanBoardQuery, response: { 200: kanbanBoardAnswer } } },
    async (request, reply) =>
      sendJsonBytes(request, reply, await listKanbanBoard(deps, caches, caller(request), request.query)),
  );
  app.get(
    '/tag/kanban',
    { preHandler: requireAuth, schema: { tags, response: { 200: kanbanLanesAnswer } } },
    async (request) => listKanbanLanes(deps, caller(request)),
  );
};
