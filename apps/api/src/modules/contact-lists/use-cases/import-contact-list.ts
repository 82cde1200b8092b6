import { AppError, type ContactListImportAnswer, contactListImportListedInvalidRows } from '@chatdesk/contracts';
import type { SheetRow } from '../../contacts/import/csv-sheet';
import { visibleContactList } from '../contact-list-access';
import { insertContactListItemsBatch } from '../contact-list-items.repository';
import type { ContactListsDeps } from '../contact-lists.deps';
import { type ImportColumns, importColumnsOf } from '../import/import-columns';
import { importRowOf } from '../import/import-row';

export interface ImportPacing {
  /** Rows written per statement (and transaction). */
  batchSize: number;
  /** At most one progress event per this many milliseconds. */
  progressEveryMs: number;
}

const defaultPacing: ImportPacing = { batchSize: 1000, progressEveryMs: 500 };

type Item = { name: string; number: string; email: string };

/** The uploaded sheet: its rows as they are read, and how many data rows it counts (the progress's total). */
export interface ImportSheet {
  rows: AsyncIterable<SheetRow>;
  dataRows: number;
}

/**
 * POST /contact-lists/{id}/upload: the sheet's rows into the list, in batches written as they are
 * read (the next rows are unpacked only after a batch is stored), so 100,000 rows hold one batch in
 * memory besides the upload and the numbers seen. The header row maps the columns. Progress (rows
 * read of the rows counted, and the counts so far) goes out at the start, live (throttled) and at the
 * end, then one `reload`.
 */
export async function importContactListRows(
  deps: ContactListsDeps,
  companyId: number,
  contactListId: number,
  sheet: ImportSheet,
  pacing: ImportPacing = defaultPacing,
): Promise<ContactListImportAnswer> {
  await deps.db.tenant(companyId).transaction((tx) => visibleContactList(tx, companyId, contactListId));
  const answer: ContactListImportAnswer = {
    imported: 0,
    duplicatesInFile: 0,
    duplicatesInList: 0,
    invalidCount: 0,
    invalidRows: [],
  };
  const seen = new Set<string>();
  let columns: ImportColumns | null = null;
  let batch: Item[] = [];
  let processed = 0;
  let lastProgressAt = Date.now();
  const publishProgress = () =>
    deps.events.publish({
      type: 'contactListItem.importProgress',
      companyId,
      progress: {
        contactListId,
        processed,
        total: sheet.dataRows,
        imported: answer.imported,
        duplicatesInFile: answer.duplicatesInFile,
        duplicatesInList: answer.duplicatesInList,
        invalidCount: answer.invalidCount,
      },
    });

  const flush = async () => {
    if (batch.length === 0) return;
    const items = batch;
    batch = [];
    const written = await deps.db
      .tenant(companyId)
      .transaction((tx) => insertContactListItemsBatch(tx, companyId, contactListId, items));
    answer.imported += written;
    answer.duplicatesInList += items.length - written;
    if (Date.now() - lastProgressAt >= pacing.progressEveryMs) {
      lastProgressAt = Date.now();
      publishProgress();
    }
  };

  publishProgress();
  for await (const row of sheet.rows) {
    if (columns === null) {
      columns = importColumnsOf(row.cells);
      continue;
    }
    processed += 1;
    const result = importRowOf(row.cells, columns);
    if (!result.ok) {
      answer.invalidCount += 1;
      if (answer.invalidRows.length < contactListImportListedInvalidRows)
        answer.invalidRows.push({ row: row.number, number: result.number, problem: result.problem });
    } else if (seen.has(result.item.number)) {
      answer.duplicatesInFile += 1;
    } else {
      seen.add(result.item.number);
      batch.push(result.item);
      if (batch.length >= pacing.batchSize) await flush();
    }
  }
  if (columns === null) throw new AppError('ERR_CONTACT_LIST_IMPORT_NO_NUMBER_COLUMN');
  await flush();
  publishProgress();
  deps.events.publish({ type: 'contactListItem.reload', companyId, contactListId });
  return answer;
}
