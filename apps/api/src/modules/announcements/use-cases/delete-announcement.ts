import { AppError } from '@chatdesk/contracts';
import { removeCompanyMedia } from '../../../platform/storage/stored-media';
import type { AnnouncementsDeps } from '../announcements.deps';
import { deleteAnnouncementRow, recordOf } from '../announcements.repository';

/** DELETE /announcements/{id} (super user): its read marks go with it, its picture once the row is gone. */
export async function deleteAnnouncement(deps: AnnouncementsDeps, id: number): Promise<void> {
  const row = await deps.db.system.transaction((tx) => deleteAnnouncementRow(tx, id));
  if (!row) throw new AppError('ERR_NO_ANNOUNCEMENT_FOUND');
  await removeCompanyMedia(deps.storage, row.companyId, row.mediaPath);
  deps.events.publish({ type: 'announcement.deleted', record: recordOf(row) });
}
