import { AppError } from '@chatdesk/contracts';
import { isForeignKeyViolation } from '../../../platform/db/database-errors';
import type { PlansDeps } from '../plans.deps';
import { deletePlanRow } from '../plans.repository';

/**
 * DELETE /plans/{id}. A plan some company is on stays: the companies' foreign key (ON DELETE
 * RESTRICT) refuses, which also covers a company switching to it while we delete.
 */
export async function deletePlan(deps: PlansDeps, id: number): Promise<void> {
  try {
    const deleted = await deps.db.system.transaction((tx) => deletePlanRow(tx, id));
    if (!deleted) throw new AppError('ERR_NO_PLAN_FOUND');
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('ERR_PLAN_IN_USE');
    throw error;
  }
}
