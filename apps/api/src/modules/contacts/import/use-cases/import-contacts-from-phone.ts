import { AppError, type ContactImportResult } from '@chatdesk/contracts';
import type { ContactCaller, ContactsDeps } from '../../contacts.deps';
import { findImportConnection, upsertPhoneContacts } from '../contact-import.repository';
import '../contacts-import.events';

/**
 * POST /contacts/import (the phone book) and /contacts/import/chats (the people the phone has a
 * chat with): the contacts of a connection's phone — the chosen one, else the company's default —
 * read through its driver's contact store (WhatsApp Web keeps the one its session is sent, in
 * PostgreSQL). Each becomes a WhatsApp contact of the company: a number already known keeps its
 * name unless that is empty or just the number; nobody is created twice. Groups are not people
 * and never reach the phone book. Connections whose channel has no phone book (Cloud API, Meta,
 * web chat, sandbox) answer 422 ERR_CONTACT_IMPORT_UNSUPPORTED with their channel.
 */
export async function importContactsFromPhone(
  deps: ContactsDeps,
  caller: ContactCaller,
  whatsappId: number | undefined,
  options: { chatsOnly: boolean },
): Promise<ContactImportResult> {
  const { companyId } = caller;
  const connection = await deps.db
    .tenant(companyId)
    .transaction((tx) => findImportConnection(tx, companyId, whatsappId));
  if (!connection) throw new AppError(whatsappId === undefined ? 'ERR_NO_DEF_WAPP_FOUND' : 'ERR_NO_WAPP_FOUND');
  const driver = deps.channels.driverFor(connection.channel);
  if (!driver.readPhoneBook) {
    throw new AppError('ERR_CONTACT_IMPORT_UNSUPPORTED', { details: { channel: connection.channel } });
  }
  const people = await driver.readPhoneBook(connection, options);
  const result = { created: 0, updated: 0, ignored: 0, failed: 0 };
  if (people.length > 0) {
    const saved = await deps.db.tenant(companyId).transaction((tx) => upsertPhoneContacts(tx, companyId, people));
    result.created = saved.created;
    result.updated = saved.updated;
  }
  if (result.created + result.updated > 0) {
    deps.events.publish({ type: 'contact.imported', companyId, created: result.created, updated: result.updated });
  }
  return result;
}
