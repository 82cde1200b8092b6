import type { ContactCreate, ContactDetailAnswer } from '@chatdesk/contracts';
import { contactWriteError, loadContactDetail, numberViewOf, viewedBy } from '../contact-answer';
import type { ContactCaller, ContactsDeps } from '../contacts.deps';
import { insertContact, replaceExtraInfo } from '../contacts.repository';

/**
 * POST /contacts (any user of the company). The number arrives normalized for its channel; a
 * second contact with the same channel and number is refused by the unique index (409
 * ERR_DUPLICATED_CONTACT), however many requests race.
 */
export async function createContact(
  deps: ContactsDeps,
  caller: ContactCaller,
  input: ContactCreate,
): Promise<ContactDetailAnswer> {
  const { companyId } = caller;
  const { extraInfo, ...fields } = input;
  let result: { contact: ContactDetailAnswer; answer: ContactDetailAnswer };
  try {
    result = await deps.db.tenant(companyId).transaction(async (tx) => {
      const row = await insertContact(tx, { ...fields, companyId });
      await replaceExtraInfo(tx, companyId, row.id, extraInfo);
      const contact = await loadContactDetail(tx, companyId, row.id);
      return { contact, answer: viewedBy(contact, await numberViewOf(tx, companyId, caller.subject)) };
    });
  } catch (error) {
    throw contactWriteError(error);
  }
  deps.events.publish({ type: 'contact.created', companyId, contact: result.contact });
  return result.answer;
}
