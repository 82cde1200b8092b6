import { AppError, type Plan, type PlanInput } from '@chatdesk/contracts';
import { uniqueViolationOf } from '../../../platform/db/database-errors';
import { toPlanAnswer } from '../plan-answer';
import type { PlansDeps } from '../plans.deps';
import { updatePlanRow } from '../plans.repository';

/**
 * PUT /plans/{id}. Companies on the plan see new limits and flags at once (they are read live
 * by the plan-limit checks and at the next session refresh).
 */
export async function updatePlan(deps: PlansDeps, id: number, input: PlanInput): Promise<Plan> {
  try {
    const row = await deps.db.system.transaction((tx) => updatePlanRow(tx, id, input));
    if (!row) throw new AppError('ERR_NO_PLAN_FOUND');
    return toPlanAnswer(row);
  } catch (error) {
    if (uniqueViolationOf(error) === 'plans_name_unique') throw new AppError('ERR_PLAN_ALREADY_EXISTS');
    throw error;
  }
}
