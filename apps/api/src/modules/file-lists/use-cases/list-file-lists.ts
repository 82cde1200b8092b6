import { type FileListsPageAnswer, fileListsPageSize } from '@chatdesk/contracts';
import { toFileListAnswer } from '../file-list-answer';
import type { FileListsDeps } from '../file-lists.deps';
import { findFileListsPage, findOptionsOf } from '../file-lists.repository';

/** GET /files/ (spec 3 §7): the company's lists whose name contains searchParam, 20 a page. */
export async function listFileLists(
  deps: FileListsDeps,
  companyId: number,
  query: { searchParam: string; pageNumber: number },
): Promise<FileListsPageAnswer> {
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const rows = await findFileListsPage(tx, companyId, {
      search: query.searchParam,
      limit: fileListsPageSize,
      offset: (query.pageNumber - 1) * fileListsPageSize,
    });
    const page = rows.slice(0, fileListsPageSize);
    const options = await findOptionsOf(
      tx,
      companyId,
      page.map((row) => row.id),
    );
    return { files: page.map((row) => toFileListAnswer(row, options)), hasMore: rows.length > fileListsPageSize };
  });
}
