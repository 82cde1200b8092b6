import { createContact, createMessage, createTicket } from '../../../test/factories';
import type { TestContext } from '../../../test/harness';
import { ticketTrackings, userRatings } from '../../db/schema';

const at = (iso: string | null | undefined) => (iso ? new Date(iso) : null);
const plusSeconds = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

/** One attendance of a ticket, in seconds from the ticket's creation; null: the step never happened. */
export interface AttendanceSpec {
  startedAfter?: number | null;
  closedAfter?: number | null;
  /** The contact's rating, given when the attendance closed. */
  rate?: number;
}

export interface HistoryTicketSpec {
  createdAt: string;
  status: 'pending' | 'open' | 'closed' | 'group' | 'nps';
  queueId?: number | null;
  userId?: number | null;
  whatsappId?: number;
  contactId?: number;
  isGroup?: boolean;
  lastMessage?: string;
  attendance?: AttendanceSpec;
  /** Messages in order, a second apart from the creation: who wrote ('contact', 'agent' or a private 'note'). */
  messages?: ('contact' | 'agent' | 'note')[];
}

/**
 * A ticket with its history written by hand (the tracking row, the rating, the messages) at exact
 * instants, as the ticket transitions and the rating step would have left them.
 */
export async function historyTicket(ctx: TestContext, companyId: number, spec: HistoryTicketSpec) {
  const created = spec.createdAt;
  const contactId = spec.contactId ?? (await createContact(ctx.db, companyId, { channel: 'sandbox' })).id;
  const ticket = await createTicket(ctx.db, companyId, {
    status: spec.status,
    queueId: spec.queueId ?? null,
    userId: spec.userId ?? null,
    isGroup: spec.isGroup ?? false,
    lastMessage: spec.lastMessage ?? '',
    createdAt: new Date(created),
    contactId,
    ...(spec.whatsappId ? { whatsappId: spec.whatsappId } : {}),
  });
  const attendance = spec.attendance;
  if (attendance) {
    const started = attendance.startedAfter == null ? null : plusSeconds(created, attendance.startedAfter);
    const closed = attendance.closedAfter == null ? null : plusSeconds(created, attendance.closedAfter);
    await ctx.db.system.transaction(async (tx) => {
      const [tracking] = await tx
        .insert(ticketTrackings)
        .values({
          companyId,
          ticketId: ticket.id,
          whatsappId: ticket.whatsappId,
          userId: ticket.userId,
          queueId: ticket.queueId,
          createdAt: new Date(created),
          queuedAt: new Date(created),
          startedAt: at(started),
          closedAt: at(closed),
          ratedAt: attendance.rate === undefined ? null : at(closed),
        })
        .returning();
      if (attendance.rate !== undefined && tracking && closed) {
        await tx.insert(userRatings).values({
          companyId,
          ticketId: ticket.id,
          ticketTrackingId: tracking.id,
          userId: ticket.userId,
          rate: attendance.rate,
          createdAt: new Date(closed),
        });
      }
    });
  }
  for (const [index, author] of (spec.messages ?? []).entries()) {
    await createMessage(ctx.db, ticket, {
      fromMe: author !== 'contact',
      isPrivate: author === 'note',
      createdAt: new Date(plusSeconds(created, index + 1)),
    });
  }
  return ticket;
}
