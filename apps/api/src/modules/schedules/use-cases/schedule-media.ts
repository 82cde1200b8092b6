import { type ScheduleRecord, scheduleMediaKinds, scheduleMediaMaxBytes } from '@chatdesk/contracts';
import type { MediaSource } from '../../../platform/storage/media-storage';
import { removeCompanyMedia, storeThenRecord } from '../../../platform/storage/stored-media';
import { editableSchedule, ownsMedia } from '../schedule-access';
import type { ScheduleCaller, SchedulesDeps } from '../schedules.deps';
import { findSchedule, recordOf, updateScheduleRow } from '../schedules.repository';

/**
 * POST /schedules/{id}/media-upload: the picture sent with the text as its caption (spec 3 §5:
 * png, jpg or jpeg, checked on the bytes). Only until the schedule was sent, like any edit.
 */
export async function uploadScheduleMedia(
  deps: SchedulesDeps,
  caller: ScheduleCaller,
  id: number,
  upload: { source: MediaSource; fileName: string },
): Promise<ScheduleRecord> {
  const { companyId } = caller;
  // Checked before the bytes are stored, and again (row locked) when they are recorded.
  await deps.db.tenant(companyId).transaction((tx) => editableSchedule(tx, caller, id));
  const name = upload.fileName.slice(0, 255) || 'imagem';
  const options = { allowed: scheduleMediaKinds, maxBytes: scheduleMediaMaxBytes, fileName: upload.fileName };
  return storeThenRecord(deps.storage, companyId, { source: upload.source, options }, (saved) =>
    replaceMedia(deps, caller, id, { path: saved.url, name }),
  );
}

/** DELETE /schedules/{id}/media-upload: the schedule goes out as text only. */
export async function deleteScheduleMedia(
  deps: SchedulesDeps,
  caller: ScheduleCaller,
  id: number,
): Promise<ScheduleRecord> {
  return replaceMedia(deps, caller, id, null);
}

async function replaceMedia(
  deps: SchedulesDeps,
  caller: ScheduleCaller,
  id: number,
  media: { path: string; name: string } | null,
): Promise<ScheduleRecord> {
  const { companyId } = caller;
  const { previous, row } = await deps.db.tenant(companyId).transaction(async (tx) => {
    const current = await editableSchedule(tx, caller, id);
    await updateScheduleRow(tx, companyId, id, { mediaPath: media?.path ?? null, mediaName: media?.name ?? null });
    const previous = ownsMedia(current) ? current.mediaPath : null;
    return { previous, row: await findSchedule(tx, companyId, id) };
  });
  if (!row) throw new Error(`schedule ${id} vanished after its update`);
  if (previous !== row.mediaPath) await removeCompanyMedia(deps.storage, companyId, previous);
  const schedule = recordOf(row);
  deps.events.publish({ type: 'schedule.updated', companyId, schedule });
  return schedule;
}
