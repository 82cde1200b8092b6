import { AppError, type ContactListRecord } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { uniqueViolationOf } from '../../platform/db/database-errors';
import { type ContactListItemRow, findContactListItem } from './contact-list-items.repository';
import { findContactList } from './contact-lists.repository';

/** The company's list (another company's id is missing: 404). */
export async function visibleContactList(
  tx: Tx,
  companyId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ContactListRecord> {
  const list = await findContactList(tx, companyId, id, options);
  if (!list) throw new AppError('ERR_NO_CONTACT_LIST_FOUND');
  return list;
}

/** The company's list item (another company's id is missing: 404). */
export async function visibleContactListItem(
  tx: Tx,
  companyId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ContactListItemRow> {
  const item = await findContactListItem(tx, companyId, id, options);
  if (!item) throw new AppError('ERR_NO_CONTACT_LIST_ITEM_FOUND');
  return item;
}

/** The (list, number) unique index is the rule: a number is once per list; its violation becomes our code. */
export function contactListItemWriteError(error: unknown): unknown {
  if (uniqueViolationOf(error) === 'contact_list_items_list_number_idx')
    return new AppError('ERR_DUPLICATED_CONTACT_LIST_ITEM');
  return error;
}
