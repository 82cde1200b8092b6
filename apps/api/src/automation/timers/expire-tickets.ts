import { sql } from 'drizzle-orm';
import { sendBotMessages } from './bot-messages';
import { closeTickets, type DueTicket } from './close-tickets';
import { rowsOf, type SweepContext, sweepNow } from './sweep-context';

const dueColumns = sql`t.id, t.company_id, t.user_id, t.queue_id, t.status, t.is_group`;

/**
 * Auto-close (connection expiresTicket, minutes) of open tickets, by whenExpiresTicket:
 * '0' counts from the ticket's last message either way (the customer's or the attendant's; the
 * ticket's creation when neither wrote), '1' only closes a ticket whose attendant wrote last and
 * whose customer has not answered since. Sends expiresInactiveMessage as the bot, then closes.
 * Each branch walks one partial index per connection (tickets_company_connection_open_*).
 */
export async function expireInactiveTickets(ctx: SweepContext): Promise<number> {
  const now = sweepNow(ctx);
  const due = await rowsOf<DueTicket & { text: string }>(
    ctx.tx,
    sql`WITH after_agent AS (
          SELECT t.id FROM whatsapps w
          JOIN tickets t ON t.company_id = w.company_id AND t.whatsapp_id = w.id AND t.status = 'open'
          WHERE w.expires_ticket > 0 AND w.when_expires_ticket = '1' AND NOT t.is_group
            AND t.last_agent_message_at <= ${now} - make_interval(mins => w.expires_ticket)
            AND (t.last_inbound_at IS NULL OR t.last_inbound_at < t.last_agent_message_at)
          FOR UPDATE OF t SKIP LOCKED
        ), after_anyone AS (
          SELECT t.id FROM whatsapps w
          JOIN tickets t ON t.company_id = w.company_id AND t.whatsapp_id = w.id AND t.status = 'open'
          WHERE w.expires_ticket > 0 AND w.when_expires_ticket = '0' AND NOT t.is_group
            AND greatest(t.created_at, t.last_inbound_at, t.last_agent_message_at)
                <= ${now} - make_interval(mins => w.expires_ticket)
          FOR UPDATE OF t SKIP LOCKED
        )
        SELECT ${dueColumns}, w.expires_inactive_message AS text
        FROM tickets t JOIN whatsapps w ON w.company_id = t.company_id AND w.id = t.whatsapp_id
        WHERE t.id IN (SELECT id FROM after_agent UNION ALL SELECT id FROM after_anyone)
        ORDER BY t.id`,
  );
  await sendBotMessages(
    ctx,
    due.map((ticket) => ({ companyId: ticket.company_id, ticketId: ticket.id, text: ticket.text })),
  );
  await closeTickets(ctx, due);
  return due.length;
}

/**
 * NPS expiry (connection expiresTicketNPS, minutes): a ticket waiting for its rating closes unrated,
 * silently, that long after the last NPS activity: the bot's state row while its step is 'nps'
 * (written when ratings start and on every answer), else the ticket's last change.
 */
export async function expireUnansweredRatings(ctx: SweepContext): Promise<number> {
  const now = sweepNow(ctx);
  const due = await rowsOf<DueTicket>(
    ctx.tx,
    sql`SELECT ${dueColumns} FROM whatsapps w
        JOIN tickets t ON t.company_id = w.company_id AND t.status = 'nps' AND t.whatsapp_id = w.id
        LEFT JOIN ticket_automation ta ON ta.ticket_id = t.id AND ta.step = 'nps'
        WHERE w.expires_ticket_nps > 0
          AND coalesce(ta.updated_at, t.updated_at) <= ${now} - make_interval(mins => w.expires_ticket_nps)
        ORDER BY t.id
        FOR UPDATE OF t SKIP LOCKED`,
  );
  await closeTickets(ctx, due);
  return due.length;
}
