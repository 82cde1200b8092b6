import { AppError } from '@chatdesk/contracts';
import type { ContactCaller, ContactsDeps } from '../contacts.deps';
import { deleteContactRow } from '../contacts.repository';

/** DELETE /contacts/{id} (contacts-page:deleteContact; the route guards). Extra info and tag links go with it. */
export async function deleteContact(deps: ContactsDeps, caller: ContactCaller, contactId: number): Promise<void> {
  const { companyId } = caller;
  const existed = await deps.db.tenant(companyId).transaction((tx) => deleteContactRow(tx, companyId, contactId));
  if (!existed) throw new AppError('ERR_NO_CONTACT_FOUND');
  deps.events.publish({ type: 'contact.deleted', companyId, contactId });
}
