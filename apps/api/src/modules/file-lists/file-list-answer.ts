import type { FileListAnswer } from '@chatdesk/contracts';
import { publicMediaPrefix } from '../../platform/storage/media-storage';
import type { FileListOptionRow, FileListRow } from './file-lists.repository';

export function toFileListAnswer(row: FileListRow, options: FileListOptionRow[]): FileListAnswer {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    userId: row.userId,
    options: options
      .filter((option) => option.fileListId === row.id)
      .map((option) => ({
        id: option.id,
        name: option.name,
        path: option.path,
        mediaType: option.mediaType,
        url: `${publicMediaPrefix}${row.companyId}/${option.path}`,
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
