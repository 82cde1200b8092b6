import type { Plan } from '@chatdesk/contracts';
import { toPlanAnswer } from '../plan-answer';
import type { PlansDeps } from '../plans.deps';
import { listPlanRows } from '../plans.repository';

/** GET /plans/all: every plan, public or not, for the super user's plans page and company form. */
export async function listAllPlans(deps: PlansDeps): Promise<Plan[]> {
  const rows = await deps.db.system.transaction((tx) => listPlanRows(tx, { publicOnly: false }));
  return rows.map(toPlanAnswer);
}
