import type { ContactListItemRecord } from '@chatdesk/contracts';
import { visibleContactListItem } from '../contact-list-access';
import { contactListItemRecordOf } from '../contact-list-items.repository';
import type { ContactListsDeps } from '../contact-lists.deps';

/** GET /contact-list-items/{id}. */
export async function getContactListItem(
  deps: ContactListsDeps,
  companyId: number,
  id: number,
): Promise<ContactListItemRecord> {
  const row = await deps.db.tenant(companyId).transaction((tx) => visibleContactListItem(tx, companyId, id));
  return contactListItemRecordOf(row);
}
