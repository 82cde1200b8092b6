import type { TagAnswer, TagCreate } from '@chatdesk/contracts';
import { randomTagColor, tagWriteError } from '../tag-rules';
import type { TagCaller, TagsDeps } from '../tags.deps';
import { insertTag } from '../tags.repository';

/**
 * POST /tags (any user: attendants create tags from a contact). A name already used by a tag of
 * the same kind, in any case, is refused (409 ERR_TAG_ALREADY_EXISTS) by the unique index.
 */
export async function createTag(deps: TagsDeps, caller: TagCaller, input: TagCreate): Promise<TagAnswer> {
  const { companyId } = caller;
  try {
    return await deps.db
      .tenant(companyId)
      .transaction((tx) =>
        insertTag(tx, { companyId, name: input.name, color: input.color ?? randomTagColor(), kanban: input.kanban }),
      );
  } catch (error) {
    throw tagWriteError(error);
  }
}
