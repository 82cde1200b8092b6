import type { Writable } from 'node:stream';
import { contactListExampleSheet } from '@chatdesk/contracts';
import { writeStreamedSheet } from '../../../platform/http/streamed-workbook';
import { visibleContactList } from '../contact-list-access';
import type { ContactListsDeps } from '../contact-lists.deps';

/** Checks the list is the company's (404 before any byte is sent). */
export async function assertExampleList(deps: ContactListsDeps, companyId: number, id: number): Promise<void> {
  await deps.db.tenant(companyId).transaction((tx) => visibleContactList(tx, companyId, id));
}

/** GET /contact-lists/{id}/example: the header the import maps (Nome, Numero, Email) and two sample rows. */
export function writeContactListExample(out: Writable): Promise<void> {
  async function* rows() {
    yield contactListExampleSheet.rows.map((row) => [...row]);
  }
  return writeStreamedSheet(out, { name: 'Contatos', header: contactListExampleSheet.headers }, rows());
}
