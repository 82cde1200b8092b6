import type { AnnouncementAnswer } from '@chatdesk/contracts';
import { answerOf, readableAnnouncement } from '../announcement-access';
import type { AnnouncementCaller, AnnouncementsDeps } from '../announcements.deps';
import { insertAnnouncementRead, recordOf } from '../announcements.repository';

/** POST /announcements/{id}/read: the caller opened it in the top bar; only their own mark changes. */
export async function markAnnouncementRead(
  deps: AnnouncementsDeps,
  caller: AnnouncementCaller,
  id: number,
): Promise<AnnouncementAnswer> {
  return deps.db.tenant(caller.companyId).transaction(async (tx) => {
    const row = await readableAnnouncement(tx, caller, id);
    await insertAnnouncementRead(tx, caller.companyId, caller.userId, id);
    return answerOf(recordOf(row), true);
  });
}
