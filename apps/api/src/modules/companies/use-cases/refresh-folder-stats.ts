import type { CompaniesDeps } from '../companies.deps';
import type { CompanyWithPlan } from '../companies.repository';
import { updateFolderStats } from '../companies.repository';
import { measureCompanyFolder } from '../folder-stats';

/** Folder figures older than this are measured again when the companies table is read. */
export const folderStatsMaxAgeMs = 60 * 60 * 1000;
/** At most this many folders are walked per read, stalest first, so one page load stays cheap. */
export const folderStatsBatch = 20;

/**
 * The companies table's folder size, file total and last measurement are stored columns,
 * refreshed lazily: reading the table re-measures the stalest folders (never measured, or
 * measured over an hour ago) and answers the fresh figures. Returns the rows updated in place.
 */
export async function refreshFolderStats(
  deps: CompaniesDeps,
  rows: CompanyWithPlan[],
  now = new Date(),
): Promise<CompanyWithPlan[]> {
  const stale = rows
    .filter((row) => !row.updatedAtFolder || now.getTime() - row.updatedAtFolder.getTime() > folderStatsMaxAgeMs)
    .sort((a, b) => (a.updatedAtFolder?.getTime() ?? 0) - (b.updatedAtFolder?.getTime() ?? 0))
    .slice(0, folderStatsBatch);
  if (stale.length === 0) return rows;

  const measured = await Promise.all(
    stale.map(async (row) => ({ row, stats: await measureCompanyFolder(deps.storage.root, row.id) })),
  );
  await deps.db.system.transaction(async (tx) => {
    for (const { row, stats } of measured) await updateFolderStats(tx, row.id, { ...stats, updatedAtFolder: now });
  });
  for (const { row, stats } of measured) Object.assign(row, stats, { updatedAtFolder: now });
  return rows;
}
