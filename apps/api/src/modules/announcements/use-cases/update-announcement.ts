import { type AnnouncementAnswer, type AnnouncementFields, AppError } from '@chatdesk/contracts';
import type { Tx } from '../../../platform/db/database';
import { answerOf } from '../announcement-access';
import type { AnnouncementCaller, AnnouncementsDeps } from '../announcements.deps';
import {
  type AnnouncementRow,
  findAnnouncement,
  isAnnouncementRead,
  recordOf,
  updateAnnouncementRow,
} from '../announcements.repository';

/** The announcement about to change, locked for the change; an unknown id is a 404. */
export async function lockedAnnouncement(tx: Tx, id: number): Promise<AnnouncementRow> {
  const row = await findAnnouncement(tx, id, { lock: true });
  if (!row) throw new AppError('ERR_NO_ANNOUNCEMENT_FOUND');
  return row;
}

/** PUT /announcements/{id} (super user): every field is sent again, as the dialog does. */
export async function updateAnnouncement(
  deps: AnnouncementsDeps,
  caller: AnnouncementCaller,
  id: number,
  fields: AnnouncementFields,
): Promise<AnnouncementAnswer> {
  const row = await deps.db.system.transaction(async (tx) => {
    await lockedAnnouncement(tx, id);
    return updateAnnouncementRow(tx, id, fields);
  });
  return publishUpdate(deps, caller, row);
}

/** Tells every company about the change and answers with the caller's read mark. */
export async function publishUpdate(
  deps: AnnouncementsDeps,
  caller: AnnouncementCaller,
  row: AnnouncementRow,
): Promise<AnnouncementAnswer> {
  const record = recordOf(row);
  deps.events.publish({ type: 'announcement.updated', record });
  const read = await deps.db
    .tenant(caller.companyId)
    .transaction((tx) => isAnnouncementRead(tx, caller.userId, row.id));
  return answerOf(record, read);
}
