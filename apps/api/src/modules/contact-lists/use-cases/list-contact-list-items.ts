import { type ContactListItemsPageAnswer, type ContactListItemsQuery, contactListsPageSize } from '@chatdesk/contracts';
import { visibleContactList } from '../contact-list-access';
import {
  contactListItemRecordOf,
  countContactListItems,
  findContactListItemsPage,
} from '../contact-list-items.repository';
import type { ContactListsDeps } from '../contact-lists.deps';

/** GET /contact-list-items: one list's items by name, searched by name, number or email, with the total. */
export async function listContactListItems(
  deps: ContactListsDeps,
  companyId: number,
  query: ContactListItemsQuery,
): Promise<ContactListItemsPageAnswer> {
  const limit = contactListsPageSize;
  const { contactListId, searchParam } = query;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    await visibleContactList(tx, companyId, contactListId);
    const rows = await findContactListItemsPage(tx, companyId, contactListId, {
      search: searchParam,
      limit,
      offset: (query.pageNumber - 1) * limit,
    });
    const count = await countContactListItems(tx, companyId, contactListId, searchParam);
    return { contacts: rows.slice(0, limit).map(contactListItemRecordOf), count, hasMore: rows.length > limit };
  });
}
