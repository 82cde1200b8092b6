import { removeCompanyMedia } from '../../../platform/storage/stored-media';
import { ownsMedia, visibleSchedule } from '../schedule-access';
import type { ScheduleCaller, SchedulesDeps } from '../schedules.deps';
import { deleteScheduleRow } from '../schedules.repository';

/**
 * DELETE /schedules/{id}: a waiting schedule is cancelled, a sent one leaves the calendar (its
 * message stays in the conversation). The attachment goes once the row is gone.
 */
export async function deleteSchedule(deps: SchedulesDeps, caller: ScheduleCaller, id: number): Promise<void> {
  const { companyId } = caller;
  const row = await deps.db.tenant(companyId).transaction(async (tx) => {
    const current = await visibleSchedule(tx, caller, id, { lock: true });
    await deleteScheduleRow(tx, companyId, id);
    return current;
  });
  if (ownsMedia(row)) await removeCompanyMedia(deps.storage, companyId, row.mediaPath);
  deps.events.publish({ type: 'schedule.deleted', companyId, scheduleId: id });
}
