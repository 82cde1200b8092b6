import type { FileListAnswer } from '@chatdesk/contracts';
import { removeOptionFiles } from '../file-list-files';
import type { UploadedListFile } from '../file-list-upload';
import type { FileListsDeps } from '../file-lists.deps';
import { insertOptions } from '../file-lists.repository';
import { loadFileList } from './get-file-list';

const storedName = (file: UploadedListFile) => file.relativePath.slice(file.relativePath.indexOf('/') + 1);

/**
 * POST /files/uploadList/{id} (admins): checks the list is the company's, then reads the upload
 * (`readUpload`) and adds one entry per file. If the list is gone by then, the files are removed.
 */
export async function uploadFileListFiles(
  deps: FileListsDeps,
  companyId: number,
  id: number,
  readUpload: () => Promise<UploadedListFile[]>,
): Promise<FileListAnswer> {
  await deps.db.tenant(companyId).transaction((tx) => loadFileList(tx, companyId, id));
  const files = await readUpload();
  try {
    return await deps.db.tenant(companyId).transaction(async (tx) => {
      await loadFileList(tx, companyId, id);
      await insertOptions(
        tx,
        files.map((file) => ({
          companyId,
          fileListId: id,
          name: file.name,
          path: storedName(file),
          mediaType: file.mime,
        })),
      );
      return loadFileList(tx, companyId, id);
    });
  } catch (error) {
    await removeOptionFiles(
      deps.storage,
      companyId,
      files.map((file) => ({ path: storedName(file) })),
    );
    throw error;
  }
}
