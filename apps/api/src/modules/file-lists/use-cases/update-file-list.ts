import { AppError, type FileListAnswer, type FileListUpdate } from '@chatdesk/contracts';
import { removeOptionFiles } from '../file-list-files';
import type { FileListsDeps } from '../file-lists.deps';
import { deleteOptionsExcept, renameOption, updateFileListRow } from '../file-lists.repository';
import { loadFileList } from './get-file-list';

/**
 * PUT /files/{id} (admins): name and message; when `options` is sent, the files listed keep
 * (and may rename) their entry and the others are dropped, their stored files deleted.
 */
export async function updateFileList(
  deps: FileListsDeps,
  companyId: number,
  id: number,
  input: FileListUpdate,
): Promise<FileListAnswer> {
  const { answer, dropped } = await deps.db.tenant(companyId).transaction(async (tx) => {
    const row = await updateFileListRow(tx, companyId, id, { name: input.name, message: input.message });
    if (!row) throw new AppError('ERR_NO_FILE_LIST_FOUND');
    let dropped: { path: string }[] = [];
    if (input.options) {
      for (const option of input.options) await renameOption(tx, companyId, id, option.id, option.name);
      dropped = await deleteOptionsExcept(
        tx,
        companyId,
        id,
        input.options.map((option) => option.id),
      );
    }
    return { answer: await loadFileList(tx, companyId, id), dropped };
  });
  await removeOptionFiles(deps.storage, companyId, dropped);
  return answer;
}
