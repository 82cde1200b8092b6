import type { ContactDetailAnswer } from '@chatdesk/contracts';
import { changeContact } from '../contact-change';
import type { ContactCaller, ContactsDeps } from '../contacts.deps';

/** PUT /contacts/block/{id} {active}: false blocks the contact (spec 2 §3), true unblocks it. */
export async function blockContact(
  deps: ContactsDeps,
  caller: ContactCaller,
  contactId: number,
  active: boolean,
): Promise<ContactDetailAnswer> {
  return changeContact(deps, caller, contactId, async () => ({ active }));
}
