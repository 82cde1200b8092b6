import { type ContactListsPageAnswer, type ContactListsQuery, contactListsPageSize } from '@chatdesk/contracts';
import type { ContactListsDeps } from '../contact-lists.deps';
import { countContactLists, findContactListsPage } from '../contact-lists.repository';

/** GET /contact-lists: the company's lists by name, searched, a page at a time, with the total. */
export async function listContactLists(
  deps: ContactListsDeps,
  companyId: number,
  query: ContactListsQuery,
): Promise<ContactListsPageAnswer> {
  const limit = contactListsPageSize;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const rows = await findContactListsPage(tx, companyId, {
      search: query.searchParam,
      limit,
      offset: (query.pageNumber - 1) * limit,
    });
    const count = await countContactLists(tx, companyId, query.searchParam);
    return { records: rows.slice(0, limit), count, hasMore: rows.length > limit };
  });
}
