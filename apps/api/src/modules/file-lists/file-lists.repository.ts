import { and, asc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import { fileListOptions, fileLists, queues } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/like-pattern';

/** Queries on file lists and their files. Every call runs inside the caller's tenant transaction. */

export type FileListRow = typeof fileLists.$inferSelect;
export type FileListOptionRow = typeof fileListOptions.$inferSelect;
export type NewFileListOptionRow = typeof fileListOptions.$inferInsert;

/** One page by name (then id), one row more than asked so the caller knows whether more follow. */
export async function findFileListsPage(
  tx: Tx,
  companyId: number,
  query: { search: string; limit: number; offset: number },
): Promise<FileListRow[]> {
  const search = query.search ? ilike(fileLists.name, `%${escapeLike(query.search)}%`) : undefined;
  return tx
    .select()
    .from(fileLists)
    .where(and(eq(fileLists.companyId, companyId), search))
    .orderBy(asc(sql`lower(${fileLists.name})`), asc(fileLists.id))
    .limit(query.limit + 1)
    .offset(query.offset);
}

export async function findFileList(tx: Tx, companyId: number, id: number): Promise<FileListRow | null> {
  const [row] = await tx
    .select()
    .from(fileLists)
    .where(and(eq(fileLists.companyId, companyId), eq(fileLists.id, id)));
  return row ?? null;
}

/** The files of the given lists, in upload order. */
export async function findOptionsOf(tx: Tx, companyId: number, listIds: number[]): Promise<FileListOptionRow[]> {
  if (listIds.length === 0) return [];
  return tx
    .select()
    .from(fileListOptions)
    .where(and(eq(fileListOptions.companyId, companyId), inArray(fileListOptions.fileListId, listIds)))
    .orderBy(asc(fileListOptions.id));
}

export async function insertFileList(tx: Tx, values: typeof fileLists.$inferInsert): Promise<FileListRow> {
  const [row] = await tx.insert(fileLists).values(values).returning();
  if (!row) throw new Error('file list insert returned no row');
  return row;
}

export async function updateFileListRow(
  tx: Tx,
  companyId: number,
  id: number,
  patch: { name: string; message: string },
) {
  const [row] = await tx
    .update(fileLists)
    .set(patch)
    .where(and(eq(fileLists.companyId, companyId), eq(fileLists.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteFileListRow(tx: Tx, companyId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(fileLists)
    .where(and(eq(fileLists.companyId, companyId), eq(fileLists.id, id)))
    .returning({ id: fileLists.id });
  return rows.length > 0;
}

export async function insertOptions(tx: Tx, values: NewFileListOptionRow[]): Promise<void> {
  if (values.length > 0) await tx.insert(fileListOptions).values(values);
}

export async function renameOption(tx: Tx, companyId: number, listId: number, optionId: number, name: string) {
  await tx
    .update(fileListOptions)
    .set({ name })
    .where(
      and(
        eq(fileListOptions.companyId, companyId),
        eq(fileListOptions.fileListId, listId),
        eq(fileListOptions.id, optionId),
      ),
    );
}

/** Drops the list's files other than `keptIds`; answers the dropped rows (their files go next). */
export async function deleteOptionsExcept(tx: Tx, companyId: number, listId: number, keptIds: number[]) {
  return tx
    .delete(fileListOptions)
    .where(
      and(
        eq(fileListOptions.companyId, companyId),
        eq(fileListOptions.fileListId, listId),
        keptIds.length > 0 ? notInArray(fileListOptions.id, keptIds) : undefined,
      ),
    )
    .returning();
}

/** queues.file_list_id has no foreign key: the list's queues are cleared with its deletion. */
export async function clearQueuesFileList(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx
    .update(queues)
    .set({ fileListId: null })
    .where(and(eq(queues.companyId, companyId), eq(queues.fileListId, id)));
}
