import type { MomentUserAnswer } from '@chatdesk/contracts';
import { findUserOptions } from '../../users/users.repository';
import type { DashboardDeps } from '../dashboard.deps';
import type { InsightCaller } from '../insight-scope';

/**
 * GET /usersMoments: the real-time panel's attendants. Every user of the caller's company, by
 * name, with their presence: the panel shows a column for each, tickets or not, and who is online.
 */
export function listUsersMoments(deps: DashboardDeps, caller: InsightCaller): Promise<MomentUserAnswer[]> {
  return deps.db.tenant(caller.companyId).transaction((tx) => findUserOptions(tx, caller.companyId, {}));
}
