import type { FileListAnswer, FileListBody } from '@chatdesk/contracts';
import { toFileListAnswer } from '../file-list-answer';
import type { FileListsDeps } from '../file-lists.deps';
import { insertFileList } from '../file-lists.repository';

/** POST /files (admins): a new list without files; they are added by POST /files/uploadList/{id}. */
export async function createFileList(
  deps: FileListsDeps,
  caller: { companyId: number; userId: number },
  input: FileListBody,
): Promise<FileListAnswer> {
  const { companyId, userId } = caller;
  const row = await deps.db
    .tenant(companyId)
    .transaction((tx) => insertFileList(tx, { companyId, userId, name: input.name, message: input.message }));
  return toFileListAnswer(row, []);
}
