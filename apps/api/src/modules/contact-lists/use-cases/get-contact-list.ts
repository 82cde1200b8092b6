import type { ContactListRecord } from '@chatdesk/contracts';
import { visibleContactList } from '../contact-list-access';
import type { ContactListsDeps } from '../contact-lists.deps';

/** GET /contact-lists/{id}. */
export async function getContactList(
  deps: ContactListsDeps,
  companyId: number,
  id: number,
): Promise<ContactListRecord> {
  return deps.db.tenant(companyId).transaction((tx) => visibleContactList(tx, companyId, id));
}
