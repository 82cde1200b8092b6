import type { ScheduleRecord } from '@chatdesk/contracts';
import { visibleSchedule } from '../schedule-access';
import type { ScheduleCaller, SchedulesDeps } from '../schedules.deps';
import { recordOf } from '../schedules.repository';

/** GET /schedules/{id}: the company's schedule; another company's id is missing (404). */
export async function getSchedule(deps: SchedulesDeps, caller: ScheduleCaller, id: number): Promise<ScheduleRecord> {
  const row = await deps.db.tenant(caller.companyId).transaction((tx) => visibleSchedule(tx, caller, id));
  return recordOf(row);
}
