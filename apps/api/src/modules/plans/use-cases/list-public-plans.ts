import type { PublicPlan } from '@chatdesk/contracts';
import { toPublicPlanAnswer } from '../plan-answer';
import type { PlansDeps } from '../plans.deps';
import { listPlanRows } from '../plans.repository';

/** GET /plans/list: what the public signup form offers (public plans, cheapest first). */
export async function listPublicPlans(deps: PlansDeps): Promise<PublicPlan[]> {
  const rows = await deps.db.system.transaction((tx) => listPlanRows(tx, { publicOnly: true }));
  return rows.map(toPublicPlanAnswer);
}
