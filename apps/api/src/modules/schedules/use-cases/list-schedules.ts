import { type SchedulesPageAnswer, type SchedulesQuery, schedulesPageSize } from '@chatdesk/contracts';
import type { ScheduleCaller, SchedulesDeps } from '../schedules.deps';
import { findSchedulesPage, recordOf } from '../schedules.repository';

/** GET /schedules: the company's schedules in send order, searched and bounded, a page at a time. */
export async function listSchedules(
  deps: SchedulesDeps,
  caller: ScheduleCaller,
  query: SchedulesQuery,
): Promise<SchedulesPageAnswer> {
  const { companyId } = caller;
  const limit = schedulesPageSize;
  const rows = await deps.db.tenant(companyId).transaction((tx) =>
    findSchedulesPage(tx, companyId, {
      search: query.searchParam,
      contactId: query.contactId,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      limit,
      offset: (query.pageNumber - 1) * limit,
    }),
  );
  return { schedules: rows.slice(0, limit).map(recordOf), hasMore: rows.length > limit };
}
