import { AppError, type TagRecordAnswer, type TagUpdate, tagLaneFieldNames } from '@chatdesk/contracts';
import { assertLaneTargets, assertMayWriteLanes, tagWriteError } from '../tag-rules';
import type { TagsDeps, TagWriter } from '../tags.deps';
import { clearLanePointersTo, findTagRecord, lockTag, type TagPatch, updateTagRow } from '../tags.repository';

const noLane = { timeLane: 0, nextLaneId: null, rollbackLaneId: null, greetingMessageLane: null } as const;

/**
 * PUT /tags/{id}: name, colour, kind and lane fields; omitted ones keep their value. Touching a
 * lane (before or after) is lane management (plan useKanban, dashboard-view). A tag that stops
 * being a lane loses its lane fields, and the lanes pointing at it forget it (each announced).
 */
export async function updateTag(
  deps: TagsDeps,
  caller: TagWriter,
  tagId: number,
  input: TagUpdate,
): Promise<TagRecordAnswer> {
  const { companyId } = caller;
  let changed: TagRecordAnswer[];
  try {
    changed = await deps.db.tenant(companyId).transaction(async (tx) => {
      const current = await lockTag(tx, companyId, tagId);
      if (!current) throw new AppError('ERR_NO_TAG_FOUND');
      const kanban = input.kanban ?? current.kanban;
      if (current.kanban === 1 || kanban === 1) await assertMayWriteLanes(tx, companyId, caller.subject);
      const patch: TagPatch = { name: input.name, kanban, ...(input.color ? { color: input.color } : {}) };
      let released: number[] = [];
      if (kanban === 1) {
        await assertLaneTargets(tx, companyId, tagId, input);
        for (const field of tagLaneFieldNames)
          if (input[field] !== undefined) Object.assign(patch, { [field]: input[field] });
        if (patch.greetingMessageLane === '') patch.greetingMessageLane = null;
      } else {
        const sent = tagLaneFieldNames.filter((field) => input[field] !== undefined && input[field] !== null);
        if (sent.some((field) => input[field] !== 0 && input[field] !== '')) {
          throw new AppError('ERR_VALIDATION', { details: { fields: sent } });
        }
        Object.assign(patch, noLane);
        if (current.kanban === 1) released = await clearLanePointersTo(tx, companyId, tagId);
      }
      await updateTagRow(tx, companyId, tagId, patch);
      const ids = [tagId, ...released];
      return Promise.all(ids.map(async (id) => (await findTagRecord(tx, companyId, id)) as TagRecordAnswer));
    });
  } catch (error) {
    throw tagWriteError(error);
  }
  for (const tag of changed) deps.events.publish({ type: 'tag.updated', companyId, tag });
  return changed[0] as TagRecordAnswer;
}
