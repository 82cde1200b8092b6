import type { ContactDetailAnswer } from '@chatdesk/contracts';
import { loadContactDetail, numberViewOf, viewedBy } from '../contact-answer';
import type { ContactCaller, ContactsDeps } from '../contacts.deps';

/** GET /contacts/{id} with tags and extra info. Another company's id reads as missing (404). */
export async function getContact(
  deps: ContactsDeps,
  caller: ContactCaller,
  contactId: number,
): Promise<ContactDetailAnswer> {
  const { companyId } = caller;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const detail = await loadContactDetail(tx, companyId, contactId);
    return viewedBy(detail, await numberViewOf(tx, companyId, caller.subject));
  });
}
