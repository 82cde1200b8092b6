import { changeContact } from '../contact-change';
import type { ContactCaller, ContactsDeps } from '../contacts.deps';

/** PUT /contacts/toggleDisableBot/{id}: flips disableBot and answers the new value. */
export async function toggleDisableBot(
  deps: ContactsDeps,
  caller: ContactCaller,
  contactId: number,
): Promise<{ disableBot: boolean }> {
  const contact = await changeContact(deps, caller, contactId, async (_tx, current) => ({
    disableBot: !current.disableBot,
  }));
  return { disableBot: contact.disableBot };
}
