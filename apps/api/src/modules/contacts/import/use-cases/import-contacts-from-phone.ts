import { AppError } from '@chatdesk/contracts';
import type { ContactCaller, ContactsDeps } from '../../contacts.deps';
import { findImportConnection } from '../contact-import.repository';

/**
 * POST /contacts/import (phone book) and /contacts/import/chats (people of the open chats) read
 * the contacts of a connection's phone through its driver. No driver offers that yet (the
 * WhatsApp Web driver will): every connection answers 422 ERR_CONTACT_IMPORT_UNSUPPORTED with
 * its channel, after the usual 404s for an unknown connection or a company without a default.
 */
export async function importContactsFromPhone(
  deps: ContactsDeps,
  caller: ContactCaller,
  whatsappId: number | undefined,
): Promise<never> {
  const { companyId } = caller;
  const connection = await deps.db
    .tenant(companyId)
    .transaction((tx) => findImportConnection(tx, companyId, whatsappId));
  if (!connection) throw new AppError(whatsappId === undefined ? 'ERR_NO_DEF_WAPP_FOUND' : 'ERR_NO_WAPP_FOUND');
  throw new AppError('ERR_CONTACT_IMPORT_UNSUPPORTED', { details: { channel: connection.channel } });
}
