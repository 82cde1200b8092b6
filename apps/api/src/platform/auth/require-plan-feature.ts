import { AppError, type PlanFeature } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { companies, plans } from '../../db/schema';
import { authGuard } from './guards-on-request';

/** Whether the company's plan grants `feature`; a company without a plan is granted no plan feature. */
async function companyPlanAllows(request: FastifyRequest, feature: PlanFeature): Promise<boolean> {
  const { companyId } = request.requireAuth();
  const [row] = await request
    .tenantDb()
    .transaction((tx) =>
      tx
        .select({ allowed: plans[feature] })
        .from(companies)
        .leftJoin(plans, eq(plans.id, companies.planId))
        .where(eq(companies.id, companyId)),
    );
  return row?.allowed === true;
}

/**
 * preHandler: refuses with ERR_PLAN_FEATURE_DISABLED (the spec's "Esta empresa não possui
 * permissão…") unless the caller's company plan has `feature` (spec 3 §6 plan flags: useSchedules,
 * useInternalChat, useKanban, useCampaigns…). Read on every request, so a plan change applies at once.
 */
export const requirePlanFeature = (feature: PlanFeature) =>
  authGuard(async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!(await companyPlanAllows(request, feature))) throw new AppError('ERR_PLAN_FEATURE_DISABLED');
  });
