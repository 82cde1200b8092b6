import { usersMomentsAnswer } from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth/require-permission';
import type { DashboardDeps } from './dashboard.deps';
import { insightCallerOf } from './dashboard.routes';
import { listUsersMoments } from './use-cases/list-users-moments';

/** /api/usersMoments (spec 2 §7): the real-time panel's attendants, for whoever may open the panel. */
export const usersMomentsRoutes: FastifyPluginAsyncZod<DashboardDeps> = async (app, deps) => {
  app.get(
    '/',
    {
      preHandler: requirePermission('attendance-panel:view'),
      schema: { tags: ['dashboard'], response: { 200: usersMomentsAnswer } },
    },
    async (request) => listUsersMoments(deps, insightCallerOf(request)),
  );
};
