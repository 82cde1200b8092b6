import type { QuickMessageAnswer, QuickMessageFields } from '@chatdesk/contracts';
import { answerFor, editableQuickMessage, quickMessageWriteError } from '../quick-message-access';
import type { QuickMessageCaller, QuickMessagesDeps } from '../quick-messages.deps';
import { recordOf, updateQuickMessageRow } from '../quick-messages.repository';

/** PUT /quick-messages/{id}: subject to the owner rule (ERR_QUICKMESSAGE_LOCKED); the owner stays. */
export async function updateQuickMessage(
  deps: QuickMessagesDeps,
  caller: QuickMessageCaller,
  id: number,
  input: QuickMessageFields,
): Promise<QuickMessageAnswer> {
  const { companyId } = caller;
  let row: Awaited<ReturnType<typeof updateQuickMessageRow>>;
  try {
    row = await deps.db.tenant(companyId).transaction(async (tx) => {
      await editableQuickMessage(tx, caller, id);
      return updateQuickMessageRow(tx, companyId, id, input);
    });
  } catch (error) {
    throw quickMessageWriteError(error);
  }
  const record = recordOf(row);
  deps.events.publish({ type: 'quickMessage.updated', companyId, record });
  return answerFor(caller, record);
}
