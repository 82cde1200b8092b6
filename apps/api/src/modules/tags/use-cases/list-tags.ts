import type { TagAnswer, TagsListQuery } from '@chatdesk/contracts';
import type { TagCaller, TagsDeps } from '../tags.deps';
import { findTags } from '../tags.repository';

/** GET /tags/list: the company's tags by name, optionally only contact tags (0) or lanes (1). */
export async function listTags(deps: TagsDeps, caller: TagCaller, query: TagsListQuery): Promise<TagAnswer[]> {
  const { companyId } = caller;
  return deps.db.tenant(companyId).transaction((tx) => findTags(tx, companyId, query.kanban));
}
