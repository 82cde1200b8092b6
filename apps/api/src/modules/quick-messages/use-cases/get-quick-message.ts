import { AppError, type QuickMessageAnswer } from '@chatdesk/contracts';
import { answerFor } from '../quick-message-access';
import type { QuickMessageCaller, QuickMessagesDeps } from '../quick-messages.deps';
import { findVisibleQuickMessage, recordOf } from '../quick-messages.repository';

/** GET /quick-messages/{id}: a reply the caller may see; anyone else's private one is missing (404). */
export async function getQuickMessage(
  deps: QuickMessagesDeps,
  caller: QuickMessageCaller,
  id: number,
): Promise<QuickMessageAnswer> {
  const { companyId, userId } = caller;
  const row = await deps.db.tenant(companyId).transaction((tx) => findVisibleQuickMessage(tx, companyId, userId, id));
  if (!row) throw new AppError('ERR_NO_QUICKMESSAGE_FOUND');
  return answerFor(caller, recordOf(row));
}
