import type { MediaStorage } from '../../platform/storage/media-storage';
import type { FileListOptionRow } from './file-lists.repository';

/**
 * Deletes the stored files of dropped list entries after the rows are gone (committed). Best
 * effort, like other replaced media: a file left behind costs disk, not correctness.
 */
export async function removeOptionFiles(
  storage: MediaStorage,
  companyId: number,
  options: Pick<FileListOptionRow, 'path'>[],
): Promise<void> {
  await Promise.all(
    options
      .filter((option) => option.path !== '')
      .map((option) => storage.remove(`${companyId}/${option.path}`).catch(() => false)),
  );
}
