import type { ContactListRecord } from '@chatdesk/contracts';
import type { ContactListsDeps } from '../contact-lists.deps';
import { countContactLists, findContactListsPage } from '../contact-lists.repository';

/** GET /contact-lists/list: every list of the company by name (the campaign dialog's select). */
export async function listContactListOptions(deps: ContactListsDeps, companyId: number): Promise<ContactListRecord[]> {
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const total = await countContactLists(tx, companyId, '');
    return findContactListsPage(tx, companyId, { search: '', limit: total, offset: 0 });
  });
}
