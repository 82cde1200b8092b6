import { AppError, type ScheduleFields } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { findContact } from '../contacts/contacts.repository';
import { findConnection, findQueueRef, findUserRef } from '../tickets/ticket-references.repository';
import type { ScheduleCaller } from './schedules.deps';
import { findSchedule, type ScheduleWithContact } from './schedules.repository';

/**
 * Every id a body names is the caller's company's: foreign keys ignore row-level security, so
 * another company's contact, connection, user or queue answers 404 here, as any foreign id does.
 */
export async function assertScheduleReferences(tx: Tx, companyId: number, input: ScheduleFields): Promise<void> {
  if (!(await findContact(tx, companyId, input.contactId))) throw new AppError('ERR_NO_CONTACT_FOUND');
  if (input.whatsappId !== null && !(await findConnection(tx, companyId, input.whatsappId)))
    throw new AppError('ERR_NO_WAPP_FOUND');
  if (input.ticketUserId !== null && !(await findUserRef(tx, companyId, input.ticketUserId)))
    throw new AppError('ERR_NO_USER_FOUND');
  if (input.queueId !== null && !(await findQueueRef(tx, companyId, input.queueId)))
    throw new AppError('ERR_NO_QUEUE_FOUND');
}

/** Spec 3 §5: the send time is in the future when the schedule is written. */
export function assertSendAtAhead(sendAt: Date, now: Date): void {
  if (sendAt.getTime() <= now.getTime()) throw new AppError('ERR_SCHEDULE_IN_PAST');
}

/** The schedule `caller` may read: the company's (another company's id is missing, 404). */
export async function visibleSchedule(
  tx: Tx,
  caller: ScheduleCaller,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ScheduleWithContact> {
  const row = await findSchedule(tx, caller.companyId, id, options);
  if (!row) throw new AppError('ERR_NO_SCHEDULE_FOUND');
  return row;
}

/** Spec 3 §4: editable only until sentAt is set (ERR_SCHEDULE_ALREADY_SENT); locked for the change. */
export async function editableSchedule(tx: Tx, caller: ScheduleCaller, id: number): Promise<ScheduleWithContact> {
  const row = await visibleSchedule(tx, caller, id, { lock: true });
  if (row.sentAt !== null) throw new AppError('ERR_SCHEDULE_ALREADY_SENT');
  return row;
}

/**
 * Whether removing the schedule may remove its attachment: a sent occurrence's file is shown by
 * its message, and later occurrences of a series share the file of the first.
 */
export const ownsMedia = (row: { sentAt: Date | null; seriesId: number | null }) =>
  row.sentAt === null && row.seriesId === null;
