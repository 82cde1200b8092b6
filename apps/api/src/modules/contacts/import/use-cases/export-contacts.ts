import { findTagsOfContacts } from '../../../tags/tags.repository';
import { numberViewOf } from '../../contact-answer';
import type { ContactCaller, ContactsDeps } from '../../contacts.deps';
import { findContactsAfter } from '../contact-import.repository';

/** One line of backup_contatos.xlsx: name, number, e-mail, tag names. */
export type ExportedContact = [name: string, number: string, email: string, tags: string];

/** Contacts read per transaction: big enough to be quick, small enough to hold nothing long. */
export const contactExportPageSize = 500;

/**
 * GET /contacts/export: the company's contacts by id, one short transaction per page, so 100k
 * contacts never sit in memory at once and no transaction stays open while a slow client
 * downloads. Numbers are shown as the caller sees them everywhere else (masked for profile user
 * under LGPD, spec 2 §6/§9).
 */
export async function* exportContacts(
  deps: Pick<ContactsDeps, 'db'>,
  caller: ContactCaller,
): AsyncGenerator<ExportedContact[]> {
  const { companyId } = caller;
  let afterId = 0;
  for (;;) {
    const page = await deps.db.tenant(companyId).transaction(async (tx) => {
      const view = await numberViewOf(tx, companyId, caller.subject);
      const rows = await findContactsAfter(tx, companyId, afterId, contactExportPageSize);
      const tags = await findTagsOfContacts(
        tx,
        companyId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        line: [
          row.name,
          view(row.number, row.isGroup),
          row.email,
          (tags.get(row.id) ?? []).map((tag) => tag.name).join(', '),
        ] satisfies ExportedContact,
      }));
    });
    if (page.length === 0) return;
    yield page.map((entry) => entry.line);
    afterId = page.at(-1)?.id ?? afterId;
    if (page.length < contactExportPageSize) return;
  }
}
