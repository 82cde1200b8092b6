import type { AnnouncementAnswer, AnnouncementFields } from '@chatdesk/contracts';
import { answerOf } from '../announcement-access';
import type { AnnouncementCaller, AnnouncementsDeps } from '../announcements.deps';
import { insertAnnouncement, recordOf } from '../announcements.repository';

/** POST /announcements (super user). The picture is a separate call after saving. */
export async function createAnnouncement(
  deps: AnnouncementsDeps,
  caller: AnnouncementCaller,
  fields: AnnouncementFields,
): Promise<AnnouncementAnswer> {
  const row = await deps.db.system.transaction((tx) =>
    insertAnnouncement(tx, { ...fields, companyId: caller.companyId }),
  );
  const record = recordOf(row);
  deps.events.publish({ type: 'announcement.created', record });
  return answerOf(record, false);
}
