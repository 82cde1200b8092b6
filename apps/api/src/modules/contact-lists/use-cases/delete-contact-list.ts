import { visibleContactList } from '../contact-list-access';
import type { ContactListsDeps } from '../contact-lists.deps';
import { deleteContactListRow } from '../contact-lists.repository';

/** DELETE /contact-lists/{id}: the list and (by cascade) its items. */
export async function deleteContactList(deps: ContactListsDeps, companyId: number, id: number): Promise<void> {
  await deps.db.tenant(companyId).transaction(async (tx) => {
    await visibleContactList(tx, companyId, id, { lock: true });
    await deleteContactListRow(tx, companyId, id);
  });
  deps.events.publish({ type: 'contactList.deleted', companyId, id });
}
