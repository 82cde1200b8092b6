import type { AnnouncementAnswer } from '@chatdesk/contracts';
import { answerOf, readableAnnouncement } from '../announcement-access';
import type { AnnouncementCaller, AnnouncementsDeps } from '../announcements.deps';
import { isAnnouncementRead, recordOf } from '../announcements.repository';

/** GET /announcements/{id}. */
export async function getAnnouncement(
  deps: AnnouncementsDeps,
  caller: AnnouncementCaller,
  id: number,
): Promise<AnnouncementAnswer> {
  return deps.db.tenant(caller.companyId).transaction(async (tx) => {
    const row = await readableAnnouncement(tx, caller, id);
    return answerOf(recordOf(row), await isAnnouncementRead(tx, caller.userId, id));
  });
}
