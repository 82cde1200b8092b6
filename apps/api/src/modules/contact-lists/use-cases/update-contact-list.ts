import type { ContactListRecord } from '@chatdesk/contracts';
import { visibleContactList } from '../contact-list-access';
import type { ContactListsDeps } from '../contact-lists.deps';
import { renameContactList } from '../contact-lists.repository';

/** PUT /contact-lists/{id}: the name is all a list has of its own. */
export async function updateContactList(
  deps: ContactListsDeps,
  companyId: number,
  id: number,
  name: string,
): Promise<ContactListRecord> {
  const record = await deps.db.tenant(companyId).transaction(async (tx) => {
    await visibleContactList(tx, companyId, id, { lock: true });
    await renameContactList(tx, companyId, id, name);
    return visibleContactList(tx, companyId, id);
  });
  deps.events.publish({ type: 'contactList.saved', companyId, action: 'update', record });
  return record;
}
