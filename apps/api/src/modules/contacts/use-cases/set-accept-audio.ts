import type { ContactDetailAnswer } from '@chatdesk/contracts';
import { changeContact } from '../contact-change';
import type { ContactCaller, ContactsDeps } from '../contacts.deps';

/** PUT /contacts/toggleAcceptAudio/{id} {acceptAudioMessage}: sets it to the value sent (idempotent). */
export async function setAcceptAudio(
  deps: ContactsDeps,
  caller: ContactCaller,
  contactId: number,
  acceptAudioMessage: boolean,
): Promise<ContactDetailAnswer> {
  return changeContact(deps, caller, contactId, async () => ({ acceptAudioMessage }));
}
