import { AppError } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { findCompanyQueueIds, replaceUserQueues } from '../queues/user-queues.repository';

/**
 * Sets the queues a user attends from the form's queueIds. Every id must be a queue of the
 * company: an unknown one, or another company's, answers ERR_NO_QUEUE_FOUND (404) naming the
 * ids, because the link table's foreign key alone would accept another company's queue.
 */
export async function setUserQueues(tx: Tx, companyId: number, userId: number, queueIds: readonly number[]) {
  const wanted = [...new Set(queueIds)];
  const found = new Set(await findCompanyQueueIds(tx, companyId, wanted));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError('ERR_NO_QUEUE_FOUND', { details: { queueIds: missing } });
  await replaceUserQueues(tx, companyId, userId, wanted);
}
