import type { AnnouncementAnswer } from '@chatdesk/contracts';
import { answerOf, withReadableAnnouncement } from '../announcement-access';
import type { AnnouncementCaller, AnnouncementsDeps } from '../announcements.deps';
import { insertAnnouncementRead, recordOf } from '../announcements.repository';

/** POST /announcements/{id}/read: the caller opened it in the top bar; only their own mark changes. */
export const markAnnouncementRead = (deps: AnnouncementsDeps, caller: AnnouncementCaller, id: number) =>
  withReadableAnnouncement(deps, caller, id, async (tx, row): Promise<AnnouncementAnswer> => {
    await insertAnnouncementRead(tx, caller.companyId, caller.userId, id);
    return answerOf(recordOf(row), true);
  });
