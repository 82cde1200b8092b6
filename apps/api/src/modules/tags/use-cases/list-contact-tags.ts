import { AppError, type TagAnswer } from '@chatdesk/contracts';
import { findContact } from '../../contacts/contacts.repository';
import type { TagCaller, TagsDeps } from '../tags.deps';
import { findTagsOfContacts } from '../tags.repository';

/** GET /contactTags/{contactId}: the contact's tags by name; another company's contact is missing (404). */
export async function listContactTags(deps: TagsDeps, caller: TagCaller, contactId: number): Promise<TagAnswer[]> {
  const { companyId } = caller;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    if (!(await findContact(tx, companyId, contactId))) throw new AppError('ERR_NO_CONTACT_FOUND');
    return (await findTagsOfContacts(tx, companyId, [contactId])).get(contactId) ?? [];
  });
}
