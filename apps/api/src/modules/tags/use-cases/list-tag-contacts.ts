import { AppError, type TagContactsAnswer, tagsPageSize } from '@chatdesk/contracts';
import type { TagCaller, TagsDeps } from '../tags.deps';
import { findTagContacts, findTagKinds } from '../tags.repository';

/** GET /tags/{id}/contacts: the contacts carrying the tag, by name, a page at a time. */
export async function listTagContacts(
  deps: TagsDeps,
  caller: TagCaller,
  tagId: number,
  pageNumber: number,
): Promise<TagContactsAnswer> {
  const { companyId } = caller;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    if (!(await findTagKinds(tx, companyId, [tagId])).has(tagId)) throw new AppError('ERR_NO_TAG_FOUND');
    // One row more than a page says whether another page exists.
    const rows = await findTagContacts(tx, companyId, tagId, {
      limit: tagsPageSize + 1,
      offset: (pageNumber - 1) * tagsPageSize,
    });
    return { contacts: rows.slice(0, tagsPageSize), hasMore: rows.length > tagsPageSize };
  });
}
