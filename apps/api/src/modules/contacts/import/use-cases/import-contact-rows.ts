import type { ContactImportResult, ContactImportRow } from '@chatdesk/contracts';
import type { Tx } from '../../../../platform/db/database';
import { randomTagColor } from '../../../tags/tag-rules';
import type { ContactCaller, ContactsDeps } from '../../contacts.deps';
import { addContactTags, contactTagIdsByName, inSavepoint, upsertImportedContact } from '../contact-import.repository';
import { type ClassifiedRow, classifyImportRow } from '../contact-import-rules';
import '../contacts-import.events';

type ValidRow = Extract<ClassifiedRow, { outcome: 'valid' }>;

/**
 * POST /contacts/import/file (and the one-row POST /contactsImport): imports mapped rows into the
 * caller's company, in one transaction per batch. A number the company already has updates that
 * contact (name, e-mail when given, tags added); rows lacking name or number are ignored; rows
 * breaking the contact rules fail alone (a savepoint each), so one bad row never sinks the rest.
 * Tags are found or created by name once per batch.
 */
export async function importContactRows(
  deps: ContactsDeps,
  caller: ContactCaller,
  rows: readonly ContactImportRow[],
): Promise<ContactImportResult & { contactIds: (number | null)[] }> {
  const { companyId } = caller;
  const classified = rows.map(classifyImportRow);
  const result = { created: 0, updated: 0, ignored: 0, failed: 0 };
  const contactIds: (number | null)[] = [];
  await deps.db.tenant(companyId).transaction(async (tx) => {
    const tagIds = await tagsOfBatch(tx, companyId, classified);
    for (const row of classified) {
      if (row.outcome !== 'valid') {
        result[row.outcome] += 1;
        contactIds.push(null);
        continue;
      }
      try {
        const saved = await inSavepoint(tx, () => saveRow(tx, companyId, row, tagIds));
        result[saved.created ? 'created' : 'updated'] += 1;
        contactIds.push(saved.id);
      } catch {
        result.failed += 1;
        contactIds.push(null);
      }
    }
  });
  if (result.created + result.updated > 0) {
    deps.events.publish({ type: 'contact.imported', companyId, created: result.created, updated: result.updated });
  }
  return { ...result, contactIds };
}

async function tagsOfBatch(tx: Tx, companyId: number, rows: readonly ClassifiedRow[]) {
  const byKey = new Map<string, string>();
  for (const row of rows) {
    if (row.outcome !== 'valid') continue;
    for (const name of row.tagNames) if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  return contactTagIdsByName(tx, companyId, [...byKey.values()], randomTagColor);
}

async function saveRow(tx: Tx, companyId: number, row: ValidRow, tagIds: Map<string, number>) {
  const saved = await upsertImportedContact(tx, companyId, row.contact);
  const ids = row.tagNames.flatMap((name) => {
    const id = tagIds.get(name.toLowerCase());
    return id === undefined ? [] : [id];
  });
  await addContactTags(tx, companyId, saved.id, ids);
  return saved;
}
