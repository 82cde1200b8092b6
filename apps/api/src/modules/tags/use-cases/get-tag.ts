import { AppError, type TagRecordAnswer } from '@chatdesk/contracts';
import type { TagCaller, TagsDeps } from '../tags.deps';
import { findTagRecord } from '../tags.repository';

/** GET /tags/{id}: the tag with its lane fields and counts; another company's tag is missing (404). */
export async function getTag(deps: TagsDeps, caller: TagCaller, tagId: number): Promise<TagRecordAnswer> {
  const { companyId } = caller;
  const tag = await deps.db.tenant(companyId).transaction((tx) => findTagRecord(tx, companyId, tagId));
  if (!tag) throw new AppError('ERR_NO_TAG_FOUND');
  return tag;
}
