import type { QueueAnswer } from '@chatdesk/contracts';
import { toQueueAnswer } from '../queue-answer';
import type { QueueCaller, QueuesDeps } from '../queues.deps';
import { findQueues } from '../queues.repository';

/** GET /queue: every queue of the company; every attendant needs it (new ticket, transfer, filters). */
export async function listQueues(deps: QueuesDeps, caller: QueueCaller): Promise<QueueAnswer[]> {
  const rows = await deps.db.tenant(caller.companyId).transaction((tx) => findQueues(tx, caller.companyId));
  return rows.map(toQueueAnswer);
}
