import { AppError } from '@chatdesk/contracts';
import { assertMayWriteLanes } from '../tag-rules';
import type { TagsDeps, TagWriter } from '../tags.deps';
import { deleteTagRow, findLanesPointingTo, findTagRecord, lockTag } from '../tags.repository';

/**
 * DELETE /tags/{id}: the tag leaves every contact and ticket (the links cascade); the lanes that
 * pointed at it keep going without it (the foreign keys set null) and are announced as updated.
 * Deleting a lane is lane management (plan useKanban, dashboard-view).
 */
export async function deleteTag(deps: TagsDeps, caller: TagWriter, tagId: number): Promise<void> {
  const { companyId } = caller;
  const released = await deps.db.tenant(companyId).transaction(async (tx) => {
    const current = await lockTag(tx, companyId, tagId);
    if (!current) throw new AppError('ERR_NO_TAG_FOUND');
    if (current.kanban === 1) await assertMayWriteLanes(tx, companyId, caller.subject);
    const pointing = (await findLanesPointingTo(tx, companyId, tagId)).filter((id) => id !== tagId);
    await deleteTagRow(tx, companyId, tagId);
    return Promise.all(pointing.map(async (id) => findTagRecord(tx, companyId, id)));
  });
  deps.events.publish({ type: 'tag.deleted', companyId, tagId });
  for (const tag of released) if (tag) deps.events.publish({ type: 'tag.updated', companyId, tag });
}
