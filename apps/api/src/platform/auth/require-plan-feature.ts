import { AppError, type PlanFeature } from '@chatdesk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authGuard } from './guards-on-request';
import type { PlanFeatures } from './plan-features';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each company's plan flags for requirePlanFeature (plan-features.ts), set by the auth context plugin. */
    planFeatures: PlanFeatures;
  }
}

/**
 * preHandler: refuses with ERR_PLAN_FEATURE_DISABLED (the spec's "Esta empresa não possui
 * permissão…") unless the caller's company plan has `feature` (spec 3 §6 plan flags: useSchedules,
 * useInternalChat, useKanban, useCampaigns…). The flags are kept under the company's version
 * (PlanFeatures), so a plan change applies at once. Like every auth guard it runs before the body
 * or the query is read: a company without the feature gets 403, never a 400 about its fields.
 */
export const requirePlanFeature = (feature: PlanFeature) =>
  authGuard(async (request: FastifyRequest, _reply: FastifyReply) => {
    const { companyId } = request.requireAuth();
    if (!(await request.server.planFeatures.allows(companyId, feature)))
      throw new AppError('ERR_PLAN_FEATURE_DISABLED');
  });
