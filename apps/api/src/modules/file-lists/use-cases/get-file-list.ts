import { AppError, type FileListAnswer } from '@chatdesk/contracts';
import type { Tx } from '../../../platform/db/database';
import { toFileListAnswer } from '../file-list-answer';
import type { FileListsDeps } from '../file-lists.deps';
import { findFileList, findOptionsOf } from '../file-lists.repository';

/** A list with its files; another company's id reads as missing (404 ERR_NO_FILE_LIST_FOUND). */
export async function loadFileList(tx: Tx, companyId: number, id: number): Promise<FileListAnswer> {
  const row = await findFileList(tx, companyId, id);
  if (!row) throw new AppError('ERR_NO_FILE_LIST_FOUND');
  return toFileListAnswer(row, await findOptionsOf(tx, companyId, [id]));
}

/** GET /files/{id}. */
export async function getFileList(deps: FileListsDeps, companyId: number, id: number): Promise<FileListAnswer> {
  return deps.db.tenant(companyId).transaction((tx) => loadFileList(tx, companyId, id));
}
