import { AppError, type Plan, type PlanInput } from '@chatdesk/contracts';
import { uniqueViolationOf } from '../../../platform/db/database-errors';
import { toPlanAnswer } from '../plan-answer';
import type { PlansDeps } from '../plans.deps';
import { insertPlan } from '../plans.repository';

/** POST /plans. The name is unique by the table's constraint, so two concurrent saves cannot both take it. */
export async function createPlan(deps: PlansDeps, input: PlanInput): Promise<Plan> {
  try {
    return toPlanAnswer(await deps.db.system.transaction((tx) => insertPlan(tx, input)));
  } catch (error) {
    if (uniqueViolationOf(error) === 'plans_name_unique') throw new AppError('ERR_PLAN_ALREADY_EXISTS');
    throw error;
  }
}
