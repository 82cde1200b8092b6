import type { AnnouncementsUnreadAnswer } from '@chatdesk/contracts';
import type { AnnouncementCaller, AnnouncementsDeps } from '../announcements.deps';
import { countUnreadAnnouncements } from '../announcements.repository';

/** GET /announcements/unread: the top bar's badge, the active announcements the caller has not opened. */
export async function countUnread(
  deps: AnnouncementsDeps,
  caller: AnnouncementCaller,
): Promise<AnnouncementsUnreadAnswer> {
  const count = await deps.db.tenant(caller.companyId).transaction((tx) => countUnreadAnnouncements(tx, caller.userId));
  return { count };
}
