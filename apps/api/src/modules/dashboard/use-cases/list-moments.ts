import {
  type DashboardMomentsQuery,
  dashboardMomentsWindowDays,
  type MomentTicketAnswer,
  momentsStatuses,
} from '@chatdesk/contracts';
import type { DashboardDeps } from '../dashboard.deps';
import { listMomentTickets } from '../dashboard-moments.repository';
import { asInsightReader, type InsightCaller } from '../insight-scope';

const dayMs = 86_400_000;

/**
 * GET /dashboard/moments: the real-time panel's tickets (in progress and waiting) updated in the
 * last 30 days. An admin asking showAll reads every queue; everyone else the tickets of their queues.
 */
export function listMoments(
  deps: DashboardDeps,
  caller: InsightCaller,
  query: DashboardMomentsQuery,
): Promise<MomentTicketAnswer[]> {
  const now = deps.now?.() ?? new Date();
  return asInsightReader(deps.db, caller, (tx, scope) =>
    listMomentTickets(tx, {
      scope: { ...scope, admin: scope.admin && query.showAll },
      statuses: query.status ? [query.status] : momentsStatuses,
      queueIds: query.queueIds,
      userId: query.userId,
      since: new Date(now.getTime() - dashboardMomentsWindowDays * dayMs),
      dateStart: query.dateStart,
      dateEnd: query.dateEnd,
    }),
  );
}
