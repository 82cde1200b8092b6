import type { QueueAnswer, QueueCreate } from '@chatdesk/contracts';
import { defaultScheduleEntries } from '../../../db/schema/schedule-entries';
import { assertPlanAllowsAnother } from '../../users/plan-limits';
import { toQueueAnswer } from '../queue-answer';
import { assertOutOfHoursMessage, assertQueueReferences, queueWriteError } from '../queue-rules';
import type { QueueCaller, QueuesDeps } from '../queues.deps';
import { insertQueue } from '../queues.repository';

/**
 * POST /queue (admins; the route guards). Held to the plan's queue limit (except for the super
 * user); without schedules the queue opens 08:00-12:00 and 13:00-18:00 every weekday.
 */
export async function createQueue(deps: QueuesDeps, caller: QueueCaller, input: QueueCreate): Promise<QueueAnswer> {
  const { companyId } = caller;
  let queue: QueueAnswer;
  try {
    queue = await deps.db.tenant(companyId).transaction(async (tx) => {
      await assertOutOfHoursMessage(tx, companyId, input);
      await assertQueueReferences(tx, companyId, input);
      await assertPlanAllowsAnother(tx, companyId, 'queues', { bypass: caller.subject.isSuper });
      const row = await insertQueue(tx, {
        ...input,
        companyId,
        schedules: input.schedules ?? defaultScheduleEntries(),
      });
      return toQueueAnswer(row);
    });
  } catch (error) {
    throw queueWriteError(error);
  }
  deps.events.publish({ type: 'queue.created', companyId, queue });
  return queue;
}
