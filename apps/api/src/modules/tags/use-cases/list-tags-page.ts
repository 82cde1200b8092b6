import { type TagsPageAnswer, type TagsPageQuery, tagsPageSize } from '@chatdesk/contracts';
import type { TagCaller, TagsDeps } from '../tags.deps';
import { findTagsPage } from '../tags.repository';

/** GET /tags: one page of the company's tags by name, with contact and ticket counts. */
export async function listTagsPage(deps: TagsDeps, caller: TagCaller, query: TagsPageQuery): Promise<TagsPageAnswer> {
  const { companyId } = caller;
  const offset = (query.pageNumber - 1) * tagsPageSize;
  const { rows, count } = await deps.db.tenant(companyId).transaction((tx) =>
    findTagsPage(tx, companyId, {
      search: query.searchParam,
      kanban: query.kanban,
      exceptId: query.tagId,
      limit: tagsPageSize,
      offset,
    }),
  );
  return { tags: rows, hasMore: offset + rows.length < count, count };
}
