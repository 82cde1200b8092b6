import { removeCompanyMedia } from '../../../platform/storage/stored-media';
import { editableQuickMessage } from '../quick-message-access';
import type { QuickMessageCaller, QuickMessagesDeps } from '../quick-messages.deps';
import { deleteQuickMessageRow, recordOf } from '../quick-messages.repository';

/** DELETE /quick-messages/{id}: subject to the owner rule; the attachment goes once the row is gone. */
export async function deleteQuickMessage(deps: QuickMessagesDeps, caller: QuickMessageCaller, id: number) {
  const { companyId } = caller;
  const row = await deps.db.tenant(companyId).transaction(async (tx) => {
    const current = await editableQuickMessage(tx, caller, id);
    await deleteQuickMessageRow(tx, companyId, id);
    return current;
  });
  await removeCompanyMedia(deps.storage, companyId, row.mediaPath);
  deps.events.publish({ type: 'quickMessage.deleted', companyId, record: recordOf(row) });
}
