import type { ContactListItemFields, ContactListItemRecord } from '@chatdesk/contracts';
import { contactListItemWriteError, visibleContactListItem } from '../contact-list-access';
import { contactListItemRecordOf, updateContactListItemRow } from '../contact-list-items.repository';
import type { ContactListsDeps } from '../contact-lists.deps';

/** PUT /contact-list-items/{id}: name, number and email; a new number waits for its WhatsApp check again. */
export async function updateContactListItem(
  deps: ContactListsDeps,
  companyId: number,
  id: number,
  fields: ContactListItemFields,
): Promise<ContactListItemRecord> {
  let record: ContactListItemRecord;
  try {
    record = await deps.db.tenant(companyId).transaction(async (tx) => {
      const current = await visibleContactListItem(tx, companyId, id, { lock: true });
      return contactListItemRecordOf(await updateContactListItemRow(tx, current, fields));
    });
  } catch (error) {
    throw contactListItemWriteError(error);
  }
  deps.events.publish({ type: 'contactListItem.saved', companyId, action: 'update', record });
  return record;
}
