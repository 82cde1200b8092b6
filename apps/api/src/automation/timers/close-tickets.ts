import { sql } from 'drizzle-orm';
import { recordChanges } from './record-changes';
import { intArray, type SweepContext } from './sweep-context';

/** A ticket a timer closes, locked by the statement that found it due. */
export interface DueTicket {
  id: number;
  company_id: number;
  user_id: number | null;
  queue_id: number | null;
  status: string;
  is_group: boolean;
}

/**
 * The writes of the attendant's close (modules/tickets/use-cases/close-ticket.ts finishClose) for
 * many tickets at once, with the system as the actor: status closed, unread and bot counters reset,
 * a 'closed' log entry without a user, the attendance's closedAt (kept if already set). The
 * attendant stays the ticket's owner, so it remains in their closed tab. No farewell: the timer's
 * own message (if any) is the last word. The bot's state returns to idle, so that a reopened ticket
 * does not take the customer's next words for an NPS answer.
 */
export async function closeTickets(ctx: SweepContext, due: readonly DueTicket[]): Promise<void> {
  if (due.length === 0) return;
  const ids = due.map((ticket) => ticket.id);
  const { tx } = ctx;
  await tx.execute(sql`UPDATE tickets SET status = 'closed', unread_messages = 0, amount_used_bot_queues = 0,
                         updated_at = now()
                       WHERE id = ANY(${intArray(ids)})`);
  const companies = due.map((ticket) => ticket.company_id);
  // The current attendance of each, found through (company_id, ticket_id): that index leads with the company.
  await tx.execute(sql`UPDATE ticket_trackings tt SET closed_at = coalesce(tt.closed_at, now()), updated_at = now()
                       FROM unnest(${intArray(companies)}, ${intArray(ids)}) AS d(company_id, ticket_id)
                       CROSS JOIN LATERAL (SELECT max(id) AS id FROM ticket_trackings
                                           WHERE company_id = d.company_id AND ticket_id = d.ticket_id) latest
                       WHERE tt.id = latest.id`);
  await tx.execute(sql`UPDATE ticket_automation SET step = 'idle', chatbot_id = NULL, attempts = 0, updated_at = now()
                       WHERE ticket_id = ANY(${intArray(ids)})`);
  await recordChanges(
    ctx,
    due.map((ticket) => ({
      companyId: ticket.company_id,
      ticketId: ticket.id,
      log: { type: 'closed', userId: null, queueId: ticket.queue_id },
      before: { userId: ticket.user_id, queueId: ticket.queue_id, status: ticket.status, isGroup: ticket.is_group },
    })),
  );
}
