import { AppError, renderMessageVariables } from '@chatdesk/contracts';
import { and, eq, lte } from 'drizzle-orm';
import { schedules } from '../../../db/schema';
import type { Tx } from '../../../platform/db/database';
import { publicMediaPrefix } from '../../../platform/storage/media-storage';
import { findContact } from '../../contacts/contacts.repository';
import { withSignature } from '../../messages/outgoing-text';
import { sendOnContactTicket } from '../../messages/send-on-contact-ticket';
import { companyTimeZone, findUserRef } from '../../tickets/ticket-references.repository';
import { insertScheduleRow, type ScheduleRow, updateScheduleRow } from '../schedules.repository';
import { nextOccurrence } from './next-occurrence';
import type { ScheduleSenderDeps } from './schedule-sender.deps';
import { sendingConnection } from './sending-connection';

/** What one claimed schedule became: the next occurrence written, and the events to publish after commit. */
export interface SentSchedule {
  scheduleId: number;
  nextId: number | null;
  afterCommit: () => void;
}

/**
 * Claims one due schedule and sends it, in the caller's tenant transaction: the row is locked
 * (SKIP LOCKED: a schedule another sweep holds is left to it) and still PENDENTE and due, the
 * message row and its send job are written through the outbound path into the contact's ticket,
 * the schedule becomes ENVIADA and its next occurrence is written. All of it commits or none of
 * it does, so a schedule is sent exactly once whatever crashes or runs twice. Null: not ours.
 */
export async function sendSchedule(
  deps: ScheduleSenderDeps,
  tx: Tx,
  key: { companyId: number; id: number },
  now: Date,
): Promise<SentSchedule | null> {
  const { companyId } = key;
  const [row] = await tx
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.companyId, companyId),
        eq(schedules.id, key.id),
        eq(schedules.status, 'PENDENTE'),
        lte(schedules.sendAt, now),
      ),
    )
    .for('update', { skipLocked: true });
  if (!row) return null;
  const contact = await findContact(tx, companyId, row.contactId);
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND');
  const connection = await sendingConnection(tx, row, contact);
  const opensTicket = row.openTicket === 'enabled';
  const timeZone = await companyTimeZone(tx, companyId);
  const author = row.userId === null ? null : await findUserRef(tx, companyId, row.userId);
  const options = opensTicket ? { userId: row.ticketUserId, queueId: row.queueId, status: row.statusTicket } : null;
  const senders = { outbound: deps.outbound(), events: deps.events };
  const sent = await sendOnContactTicket(senders, tx, { connection, number: contact.number }, options, (ticket) => {
    const text = renderMessageVariables(row.body, {
      contactName: contact.name,
      userName: author?.name ?? null,
      ticketId: ticket.id,
      connectionName: connection.name,
      now,
      timeZone,
    });
    return { userId: row.userId, ...withSignature(text, row.assinar ? (author?.name ?? null) : null), ...mediaOf(row) };
  });
  const { ticket } = sent;
  await updateScheduleRow(tx, companyId, row.id, { status: 'ENVIADA', sentAt: now, reason: null, ticketId: ticket.id });
  const next = await nextOccurrence(tx, row, timeZone, now);
  const nextRow = next
    ? await insertScheduleRow(tx, {
        ...copyable(row),
        sendAt: next.sendAt,
        occurrence: next.occurrence,
        enviarQuantasVezes: next.remaining,
        seriesId: row.seriesId ?? row.id,
      })
    : null;
  return { scheduleId: row.id, nextId: nextRow?.id ?? null, afterCommit: sent.afterCommit };
}

/** A stored picture goes out as an image with the text as its caption. */
function mediaOf(row: ScheduleRow): { mediaType: string; mediaUrl: string | null } {
  const prefix = `${publicMediaPrefix}${row.companyId}/`;
  if (!row.mediaPath?.startsWith(prefix)) return { mediaType: 'conversation', mediaUrl: null };
  return { mediaType: 'image', mediaUrl: row.mediaPath.slice(prefix.length) };
}

/** What the next occurrence keeps of the one sent. */
function copyable(row: ScheduleRow) {
  const { id: _id, status: _s, sentAt: _sa, reason: _r, ticketId: _t, createdAt: _c, updatedAt: _u, ...kept } = row;
  return kept;
}

/** ERRO with the reason, if the schedule is still waiting (in a transaction of its own: the send's rolled back). */
export async function markScheduleFailed(tx: Tx, key: { companyId: number; id: number }, reason: string) {
  const [row] = await tx
    .update(schedules)
    .set({ status: 'ERRO', reason })
    .where(and(eq(schedules.companyId, key.companyId), eq(schedules.id, key.id), eq(schedules.status, 'PENDENTE')))
    .returning({ id: schedules.id });
  return row !== undefined;
}
