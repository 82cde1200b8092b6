import { type ContactsPageAnswer, type ContactsPageQuery, contactsPageSize } from '@chatdesk/contracts';
import { findTagsOfContacts } from '../../tags/tags.repository';
import { hidesNumbersFor, numberView, toContactAnswer } from '../contact-answer';
import type { ContactCaller, ContactsDeps } from '../contacts.deps';
import { findContactsPage } from '../contacts.repository';

/** GET /contacts: the contacts page, 20 per page by name, with search, channel, group and tag filters. */
export async function listContacts(
  deps: ContactsDeps,
  caller: ContactCaller,
  query: ContactsPageQuery,
): Promise<ContactsPageAnswer> {
  const { companyId } = caller;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const hidesNumbers = await hidesNumbersFor(tx, companyId, caller.subject);
    const view = numberView(hidesNumbers);
    const { rows, total } = await findContactsPage(tx, companyId, query, contactsPageSize, { numbers: !hidesNumbers });
    const tags = await findTagsOfContacts(
      tx,
      companyId,
      rows.map((row) => row.id),
    );
    const offset = ((query.pageNumber ?? 1) - 1) * contactsPageSize;
    return {
      contacts: rows.map((row) => toContactAnswer(row, tags.get(row.id) ?? [], view)),
      hasMore: offset + rows.length < total,
      count: total,
    };
  });
}
