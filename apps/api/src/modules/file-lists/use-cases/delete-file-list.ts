import { AppError } from '@chatdesk/contracts';
import { removeOptionFiles } from '../file-list-files';
import type { FileListsDeps } from '../file-lists.deps';
import { clearQueuesFileList, deleteFileListRow, findOptionsOf } from '../file-lists.repository';

/**
 * DELETE /files/{id} (admins): the list, its entries (cascade) and their stored files. Queues and
 * chatbot options that pointed at it lose the reference (set null), so none points at nothing.
 */
export async function deleteFileList(deps: FileListsDeps, companyId: number, id: number): Promise<void> {
  const options = await deps.db.tenant(companyId).transaction(async (tx) => {
    const options = await findOptionsOf(tx, companyId, [id]);
    if (!(await deleteFileListRow(tx, companyId, id))) throw new AppError('ERR_NO_FILE_LIST_FOUND');
    await clearQueuesFileList(tx, companyId, id);
    return options;
  });
  await removeOptionFiles(deps.storage, companyId, options);
}
