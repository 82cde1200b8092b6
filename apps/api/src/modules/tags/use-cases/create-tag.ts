import type { TagCreate, TagRecordAnswer } from '@chatdesk/contracts';
import { assertLaneTargets, assertMayWriteLanes, randomTagColor, tagWriteError } from '../tag-rules';
import type { TagsDeps, TagWriter } from '../tags.deps';
import { findTagRecord, insertTag } from '../tags.repository';

/**
 * POST /tags. Any user creates contact tags (attendants do it from a contact); a lane (kanban 1)
 * is lane management: plan useKanban and dashboard-view, lane targets checked. A name already
 * used by a tag of the same kind, in any case, is refused (409 ERR_TAG_ALREADY_EXISTS).
 */
export async function createTag(deps: TagsDeps, caller: TagWriter, input: TagCreate): Promise<TagRecordAnswer> {
  const { companyId } = caller;
  const lane = input.kanban === 1;
  let tag: TagRecordAnswer;
  try {
    tag = await deps.db.tenant(companyId).transaction(async (tx) => {
      if (lane) {
        await assertMayWriteLanes(tx, companyId, caller.subject);
        await assertLaneTargets(tx, companyId, null, input);
      }
      const { id } = await insertTag(tx, {
        companyId,
        name: input.name,
        color: input.color ?? randomTagColor(),
        kanban: input.kanban,
        ...(lane
          ? {
              timeLane: input.timeLane ?? 0,
              nextLaneId: input.nextLaneId ?? null,
              rollbackLaneId: input.rollbackLaneId ?? null,
              greetingMessageLane: input.greetingMessageLane || null,
            }
          : {}),
      });
      return (await findTagRecord(tx, companyId, id)) as TagRecordAnswer;
    });
  } catch (error) {
    throw tagWriteError(error);
  }
  deps.events.publish({ type: 'tag.created', companyId, tag });
  return tag;
}
