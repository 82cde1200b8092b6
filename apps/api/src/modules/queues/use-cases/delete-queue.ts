import { AppError } from '@chatdesk/contracts';
import type { QueueCaller, QueuesDeps } from '../queues.deps';
import { deleteQueueRow } from '../queues.repository';

/** DELETE /queue/{id} (admins). Users stop attending it (their links cascade). */
export async function deleteQueue(deps: QueuesDeps, caller: QueueCaller, queueId: number): Promise<void> {
  const { companyId } = caller;
  const existed = await deps.db.tenant(companyId).transaction((tx) => deleteQueueRow(tx, companyId, queueId));
  if (!existed) throw new AppError('ERR_NO_QUEUE_FOUND');
  deps.events.publish({ type: 'queue.deleted', companyId, queueId });
}
