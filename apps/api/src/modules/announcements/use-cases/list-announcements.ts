import { type AnnouncementsPageAnswer, type AnnouncementsQuery, announcementsPageSize } from '@chatdesk/contracts';
import { answerOf } from '../announcement-access';
import type { AnnouncementCaller, AnnouncementsDeps } from '../announcements.deps';
import { findAnnouncementsPage, recordOf } from '../announcements.repository';

/**
 * GET /announcements: the super user's admin list (every announcement, newest first), or what
 * users read (the active ones by priority) for everybody else and for the super user's `inbox`.
 */
export async function listAnnouncements(
  deps: AnnouncementsDeps,
  caller: AnnouncementCaller,
  query: AnnouncementsQuery,
): Promise<AnnouncementsPageAnswer> {
  const limit = announcementsPageSize;
  const rows = await deps.db.tenant(caller.companyId).transaction((tx) =>
    findAnnouncementsPage(tx, caller.userId, {
      search: query.searchParam,
      activeOnly: query.inbox || !caller.isSuper,
      limit,
      offset: (query.pageNumber - 1) * limit,
    }),
  );
  return {
    records: rows.slice(0, limit).map(({ row, readAt }) => answerOf(recordOf(row), readAt !== null)),
    hasMore: rows.length > limit,
  };
}
