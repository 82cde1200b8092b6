import { type CompanyPlan, companyPlanAnswer, type PlanFlags } from '@chatdesk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { planFlagsOf } from '../../../lib/permissions';

/** GET /companies/listPlan/{companyId}: the company's current plan flags (spec 1 §7). */
export async function getCompanyPlan(companyId: number): Promise<CompanyPlan> {
  return parseAnswer(companyPlanAnswer, await api.get<unknown>(`/companies/listPlan/${companyId}`));
}

/**
 * The plan flags the menu reads. The login answer already carries them; this keeps the menu
 * right after the plan changes without a new login. Failures are silent: the session's flags stay.
 */
export const companyPlanQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['shell', 'company-plan', companyId],
    queryFn: () => getCompanyPlan(companyId),
    select: (answer): PlanFlags | null => planFlagsOf(answer.plan),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
