import { AppError, type QueueAnswer, type QueueUpdate } from '@chatdesk/contracts';
import { toQueueAnswer } from '../queue-answer';
import { assertOutOfHoursMessage, assertQueueReferences, queueWriteError } from '../queue-rules';
import type { QueueCaller, QueuesDeps } from '../queues.deps';
import { findQueue, updateQueueRow } from '../queues.repository';

/** PUT /queue/{id} (admins): the fields sent change, the others stay. */
export async function updateQueue(
  deps: QueuesDeps,
  caller: QueueCaller,
  queueId: number,
  input: QueueUpdate,
): Promise<QueueAnswer> {
  const { companyId } = caller;
  let queue: QueueAnswer;
  try {
    queue = await deps.db.tenant(companyId).transaction(async (tx) => {
      const current = await findQueue(tx, companyId, queueId);
      if (!current) throw new AppError('ERR_NO_QUEUE_FOUND');
      await assertOutOfHoursMessage(tx, companyId, input, current.outOfHoursMessage);
      await assertQueueReferences(tx, companyId, input);
      const row = Object.keys(input).length > 0 ? await updateQueueRow(tx, companyId, queueId, input) : current;
      if (!row) throw new AppError('ERR_NO_QUEUE_FOUND');
      return toQueueAnswer(row);
    });
  } catch (error) {
    throw queueWriteError(error);
  }
  deps.events.publish({ type: 'queue.updated', companyId, queue });
  return queue;
}
