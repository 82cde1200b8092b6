import { kanbanBoardAnswer, kanbanBoardQuery, kanbanLanesAnswer } from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlanFeature } from '../../platform/auth/require-plan-feature';
import { sendJsonBytes } from '../../platform/http/json-bytes';
import { TicketPageCache } from '../tickets/ticket-page-cache';
import type { KanbanCaller, KanbanDeps } from './kanban.deps';
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
  // Spec 3 §6: the kanban needs the plan's useKanban.
  const preHandler = requirePlanFeature('useKanban');
  // A company-versioned cache of encoded answers (the tickets' kind), one of its own.
  const pages = new TicketPageCache(deps.db.changes, 2000);
  app.get(
    '/ticket/kanban',
    { preHandler, schema: { tags, querystring: kanbanBoardQuery, response: { 200: kanbanBoardAnswer } } },
    async (request, reply) =>
      sendJsonBytes(request, reply, await listKanbanBoard(deps, pages, caller(request), request.query)),
  );
  app.get('/tag/kanban', { preHandler, schema: { tags, response: { 200: kanbanLanesAnswer } } }, async (request) =>
    listKanbanLanes(deps, caller(request)),
  );
};
