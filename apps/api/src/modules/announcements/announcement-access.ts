import { type AnnouncementAnswer, type AnnouncementRecord, AppError } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import type { AnnouncementCaller, AnnouncementsDeps } from './announcements.deps';
import { type AnnouncementRow, findAnnouncement } from './announcements.repository';

export const answerOf = (record: AnnouncementRecord, read: boolean): AnnouncementAnswer => ({ ...record, read });

/**
 * The announcement as `caller` may read it: the super user reads every one, everybody else only
 * the active ones (an inactive or unknown id answers 404 for them).
 */
export async function readableAnnouncement(
  tx: Tx,
  caller: AnnouncementCaller,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AnnouncementRow> {
  const row = await findAnnouncement(tx, id, options);
  if (!row || (!row.status && !caller.isSuper)) throw new AppError('ERR_NO_ANNOUNCEMENT_FOUND');
  return row;
}

/** Runs `work` in the caller's company transaction on the announcement they may read. */
export function withReadableAnnouncement<T>(
  deps: AnnouncementsDeps,
  caller: AnnouncementCaller,
  id: number,
  work: (tx: Tx, row: AnnouncementRow) => Promise<T>,
): Promise<T> {
  return deps.db
    .tenant(caller.companyId)
    .transaction(async (tx) => work(tx, await readableAnnouncement(tx, caller, id)));
}
