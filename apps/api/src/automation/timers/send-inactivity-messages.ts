import { sql } from 'drizzle-orm';
import { sendBotMessages } from './bot-messages';
import { rowsOf, type SweepContext, sweepNow } from './sweep-context';

/**
 * Inactivity notice (connection timeInactiveMessage, minutes): an open ticket whose attendant
 * wrote last, and whose customer has not answered for that long, gets the connection's
 * inactiveMessage as the bot, once per attendant message: inactive_message_at keeps the time of the
 * attendant message it answered (not the sweep's clock), so the next one arms the notice again.
 */
export async function sendInactivityMessages(ctx: SweepContext): Promise<number> {
  const now = sweepNow(ctx);
  const due = await rowsOf<{ id: number; company_id: number; text: string }>(
    ctx.tx,
    sql`UPDATE tickets t SET inactive_message_at = t.last_agent_message_at
        FROM whatsapps w
        WHERE w.time_inactive_message > 0 AND btrim(w.inactive_message) <> ''
          AND t.company_id = w.company_id AND t.whatsapp_id = w.id AND t.status = 'open' AND NOT t.is_group
          AND t.last_agent_message_at <= ${now} - make_interval(mins => w.time_inactive_message)
          AND (t.last_inbound_at IS NULL OR t.last_inbound_at < t.last_agent_message_at)
          AND (t.inactive_message_at IS NULL OR t.inactive_message_at < t.last_agent_message_at)
        RETURNING t.id, t.company_id, w.inactive_message AS text`,
  );
  return sendBotMessages(
    ctx,
    due.map((ticket) => ({ companyId: ticket.company_id, ticketId: ticket.id, text: ticket.text })),
  );
}
