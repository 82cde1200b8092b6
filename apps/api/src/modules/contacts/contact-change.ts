import { AppError, type ContactDetailAnswer } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { contactWriteError, loadContactDetail, type NumberView, numberViewOf, viewedBy } from './contact-answer';
import type { ContactCaller, ContactsDeps } from './contacts.deps';
import { type ContactPatch, type ContactRow, lockContact, updateContactRow } from './contacts.repository';

/**
 * The shared shape of every contact edit: lock the row, let `decide` compute the patch (and any
 * side writes) from the current state, write, publish `contact.updated` with the stored contact,
 * answer it as the caller may see it. Another company's id is missing (404).
 */
export async function changeContact(
  deps: ContactsDeps,
  caller: ContactCaller,
  contactId: number,
  decide: (tx: Tx, current: ContactRow, view: NumberView) => Promise<ContactPatch>,
): Promise<ContactDetailAnswer> {
  const { companyId } = caller;
  let result: { contact: ContactDetailAnswer; answer: ContactDetailAnswer };
  try {
    result = await deps.db.tenant(companyId).transaction(async (tx) => {
      const current = await lockContact(tx, companyId, contactId);
      if (!current) throw new AppError('ERR_NO_CONTACT_FOUND');
      const view = await numberViewOf(tx, companyId, caller.subject);
      const patch = await decide(tx, current, view);
      if (Object.keys(patch).length > 0) await updateContactRow(tx, companyId, contactId, patch);
      const contact = await loadContactDetail(tx, companyId, contactId);
      return { contact, answer: viewedBy(contact, view) };
    });
  } catch (error) {
    throw contactWriteError(error);
  }
  deps.events.publish({ type: 'contact.updated', companyId, contact: result.contact });
  return result.answer;
}
