import type { ScheduleFields, ScheduleRecord } from '@chatdesk/contracts';
import { assertScheduleReferences, assertSendAtAhead, editableSchedule } from '../schedule-access';
import type { ScheduleCaller, SchedulesDeps } from '../schedules.deps';
import { findSchedule, recordOf, updateScheduleRow } from '../schedules.repository';

/**
 * PUT /schedules/{id}: until it was sent (spec 3 §4). A schedule in ERRO goes back to waiting
 * with the new values, so fixing what failed and saving sends it again.
 */
export async function updateSchedule(
  deps: SchedulesDeps,
  caller: ScheduleCaller,
  id: number,
  input: ScheduleFields,
): Promise<ScheduleRecord> {
  const { companyId } = caller;
  const sendAt = new Date(input.sendAt);
  assertSendAtAhead(sendAt, new Date());
  const row = await deps.db.tenant(companyId).transaction(async (tx) => {
    await editableSchedule(tx, caller, id);
    await assertScheduleReferences(tx, companyId, input);
    await updateScheduleRow(tx, companyId, id, {
      ...input,
      sendAt,
      // Edited, an occurrence starts a series of its own: the repetitions count from its new time.
      recurrenceAnchor: sendAt,
      occurrence: 0,
      status: 'PENDENTE',
      reason: null,
    });
    return findSchedule(tx, companyId, id);
  });
  if (!row) throw new Error(`schedule ${id} vanished after its update`);
  const schedule = recordOf(row);
  deps.events.publish({ type: 'schedule.updated', companyId, schedule });
  return schedule;
}
