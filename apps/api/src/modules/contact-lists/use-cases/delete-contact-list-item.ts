import { visibleContactListItem } from '../contact-list-access';
import { deleteContactListItemRow } from '../contact-list-items.repository';
import type { ContactListsDeps } from '../contact-lists.deps';

/** DELETE /contact-list-items/{id} (the route checks 'contacts-page:deleteContact'). */
export async function deleteContactListItem(deps: ContactListsDeps, companyId: number, id: number): Promise<void> {
  const item = await deps.db.tenant(companyId).transaction(async (tx) => {
    const current = await visibleContactListItem(tx, companyId, id, { lock: true });
    await deleteContactListItemRow(tx, companyId, id);
    return current;
  });
  deps.events.publish({ type: 'contactListItem.deleted', companyId, id, contactListId: item.contactListId });
}
