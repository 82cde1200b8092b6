import type { AnnouncementAnswer } from '@chatdesk/contracts';
import { answerOf, withReadableAnnouncement } from '../announcement-access';
import type { AnnouncementCaller, AnnouncementsDeps } from '../announcements.deps';
import { isAnnouncementRead, recordOf } from '../announcements.repository';

/** GET /announcements/{id}, with the caller's read mark. */
export const getAnnouncement = (deps: AnnouncementsDeps, caller: AnnouncementCaller, id: number) =>
  withReadableAnnouncement(
    deps,
    caller,
    id,
    async (tx, row): Promise<AnnouncementAnswer> =>
      answerOf(recordOf(row), await isAnnouncementRead(tx, caller.userId, id)),
  );
