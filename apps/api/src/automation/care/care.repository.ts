import { defaultCompanyTimeZone } from '@chatdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { companies, contacts, queues, ticketAutomation, ticketTrackings, userRatings } from '../../db/schema';
import type { ScheduleEntry } from '../../db/schema/schedule-entries';
import { findCurrentTracking } from '../../modules/tickets/ticket-history.repository';
import type { Tx } from '../../platform/db/database';

/** Queries of the consent, rating and business-hours stages (docs/automation.md "Stages"). */

/** The company's time zone and its own opening hours (PUT /companies/{id}/schedules). */
export async function findCompanyHours(
  tx: Tx,
  companyId: number,
): Promise<{ timeZone: string; schedules: ScheduleEntry[] }> {
  const [row] = await tx
    .select({ timeZone: companies.timezone, schedules: companies.schedules })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { timeZone: defaultCompanyTimeZone, schedules: [] };
}

export async function findQueueHours(tx: Tx, companyId: number, queueId: number) {
  const [row] = await tx
    .select({
      schedules: queues.schedules,
      outOfHoursMessage: queues.outOfHoursMessage,
      closeTicket: queues.closeTicket,
    })
    .from(queues)
    .where(and(eq(queues.companyId, companyId), eq(queues.id, queueId)));
  return row ?? null;
}

export async function recordConsent(tx: Tx, companyId: number, contactId: number, at: Date): Promise<void> {
  await tx
    .update(contacts)
    .set({ lgpdAcceptedAt: at })
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contactId)));
}

/**
 * The contact's rating of the ticket's current attendance: a user_ratings row for the attendant
 * who closed it, and the attendance's ratedAt.
 */
export async function recordRating(
  tx: Tx,
  ticket: { companyId: number; id: number; userId: number | null },
  rate: number,
): Promise<void> {
  const tracking = await findCurrentTracking(tx, ticket);
  await tx.insert(userRatings).values({
    companyId: ticket.companyId,
    ticketId: ticket.id,
    ticketTrackingId: tracking?.id ?? null,
    userId: ticket.userId,
    rate,
  });
  if (tracking) {
    await tx
      .update(ticketTrackings)
      .set({ ratedAt: sql`coalesce(${ticketTrackings.ratedAt}, now())` })
      .where(eq(ticketTrackings.id, tracking.id));
  }
}

/**
 * The ticket's automation state enters the rating step (an attendant closed it asking for a
 * rating): no invalid answers yet, and `updated_at` marks when the rating was asked.
 */
export async function enterRatingStep(tx: Tx, companyId: number, ticketId: number): Promise<void> {
  await tx
    .insert(ticketAutomation)
    .values({ companyId, ticketId, step: 'nps', attempts: 0 })
    .onConflictDoUpdate({ target: ticketAutomation.ticketId, set: { step: 'nps', attempts: 0, chatbotId: null } });
}
