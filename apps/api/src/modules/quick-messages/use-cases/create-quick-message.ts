import type { QuickMessageAnswer, QuickMessageFields } from '@chatdesk/contracts';
import { answerFor, quickMessageWriteError } from '../quick-message-access';
import type { QuickMessageCaller, QuickMessagesDeps } from '../quick-messages.deps';
import { insertQuickMessage, recordOf } from '../quick-messages.repository';

/** POST /quick-messages (any user): the caller owns the new reply. */
export async function createQuickMessage(
  deps: QuickMessagesDeps,
  caller: QuickMessageCaller,
  input: QuickMessageFields,
): Promise<QuickMessageAnswer> {
  const { companyId, userId } = caller;
  let row: Awaited<ReturnType<typeof insertQuickMessage>>;
  try {
    row = await deps.db.tenant(companyId).transaction((tx) => insertQuickMessage(tx, { companyId, userId, ...input }));
  } catch (error) {
    throw quickMessageWriteError(error);
  }
  const record = recordOf(row);
  deps.events.publish({ type: 'quickMessage.created', companyId, record });
  return answerFor(caller, record);
}
