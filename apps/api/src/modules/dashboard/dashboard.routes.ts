import {
  dashboardAnswer,
  dashboardChartQuery,
  dashboardMomentsAnswer,
  dashboardMomentsQuery,
  dashboardQuery,
  ticketsDayAnswer,
  ticketsUsersAnswer,
} from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth/require-permission';
import type { DashboardDeps } from './dashboard.deps';
import { InsightAnswerCache } from './insight-answer-cache';
import type { InsightCaller } from './insight-scope';
import { countTicketsPerDay } from './use-cases/count-tickets-per-day';
import { countTicketsPerUser } from './use-cases/count-tickets-per-user';
import { getDashboard } from './use-cases/get-dashboard';
import { listMoments } from './use-cases/list-moments';

export const insightCallerOf = (request: FastifyRequest): InsightCaller => {
  const { companyId, userId } = request.requireAuth();
  return { companyId, userId };
};

/**
 * /api/dashboard (spec 1 §7 Dashboard): the dashboard's counters and charts for admins and users
 * with showDashboard; the real-time panel's list for admins and users with allowRealTime.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardDeps> = async (app, deps) => {
  const tags = ['dashboard'];
  const dashboardView = requirePermission('dashboard:view');
  const answers = new InsightAnswerCache(deps.db.changes);

  app.get(
    '/',
    { preHandler: dashboardView, schema: { tags, querystring: dashboardQuery, response: { 200: dashboardAnswer } } },
    async (request, reply) =>
      answers.send(request, reply, () => getDashboard(deps, insightCallerOf(request), request.query)),
  );

  app.get(
    '/ticketsUsers',
    {
      preHandler: dashboardView,
      schema: { tags, querystring: dashboardChartQuery, response: { 200: ticketsUsersAnswer } },
    },
    async (request, reply) =>
      answers.send(request, reply, () => countTicketsPerUser(deps, insightCallerOf(request), request.query)),
  );

  app.get(
    '/ticketsDay',
    {
      preHandler: dashboardView,
      schema: { tags, querystring: dashboardChartQuery, response: { 200: ticketsDayAnswer } },
    },
    async (request, reply) =>
      answers.send(request, reply, () => countTicketsPerDay(deps, insightCallerOf(request), request.query)),
  );

  app.get(
    '/moments',
    {
      preHandler: requirePermission('attendance-panel:view'),
      schema: { tags, querystring: dashboardMomentsQuery, response: { 200: dashboardMomentsAnswer } },
    },
    async (request) => listMoments(deps, insightCallerOf(request), request.query),
  );
};
