import type { ContactListRecord } from '@chatdesk/contracts';
import type { ContactListsDeps } from '../contact-lists.deps';
import { insertContactList } from '../contact-lists.repository';

/** POST /contact-lists: a new, empty list. */
export async function createContactList(
  deps: ContactListsDeps,
  companyId: number,
  name: string,
): Promise<ContactListRecord> {
  const record = await deps.db.tenant(companyId).transaction((tx) => insertContactList(tx, companyId, name));
  deps.events.publish({ type: 'contactList.saved', companyId, action: 'create', record });
  return record;
}
