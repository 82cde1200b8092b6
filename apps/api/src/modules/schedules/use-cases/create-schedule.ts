import type { ScheduleFields, ScheduleRecord } from '@chatdesk/contracts';
import { assertScheduleReferences, assertSendAtAhead } from '../schedule-access';
import type { ScheduleCaller, SchedulesDeps } from '../schedules.deps';
import { findSchedule, insertScheduleRow, recordOf } from '../schedules.repository';

/** POST /schedules: the caller's schedule for a contact of the company, due in the future. */
export async function createSchedule(
  deps: SchedulesDeps,
  caller: ScheduleCaller,
  input: ScheduleFields,
): Promise<ScheduleRecord> {
  const { companyId, userId } = caller;
  const sendAt = new Date(input.sendAt);
  assertSendAtAhead(sendAt, new Date());
  const row = await deps.db.tenant(companyId).transaction(async (tx) => {
    await assertScheduleReferences(tx, companyId, input);
    const inserted = await insertScheduleRow(tx, {
      ...input,
      companyId,
      userId,
      sendAt,
      recurrenceAnchor: sendAt,
    });
    return findSchedule(tx, companyId, inserted.id);
  });
  if (!row) throw new Error('a schedule just written is missing');
  const schedule = recordOf(row);
  deps.events.publish({ type: 'schedule.created', companyId, schedule });
  return schedule;
}
