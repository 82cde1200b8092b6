import type { ContactListItemFields, ContactListItemRecord } from '@chatdesk/contracts';
import { contactListItemWriteError, visibleContactList } from '../contact-list-access';
import { contactListItemRecordOf, insertContactListItem } from '../contact-list-items.repository';
import type { ContactListsDeps } from '../contact-lists.deps';

/** POST /contact-list-items: one recipient added to a list of the company; its number is checked later. */
export async function createContactListItem(
  deps: ContactListsDeps,
  companyId: number,
  input: ContactListItemFields & { contactListId: number },
): Promise<ContactListItemRecord> {
  let record: ContactListItemRecord;
  try {
    record = await deps.db.tenant(companyId).transaction(async (tx) => {
      await visibleContactList(tx, companyId, input.contactListId);
      return contactListItemRecordOf(await insertContactListItem(tx, { companyId, ...input }));
    });
  } catch (error) {
    throw contactListItemWriteError(error);
  }
  deps.events.publish({ type: 'contactListItem.saved', companyId, action: 'create', record });
  return record;
}
