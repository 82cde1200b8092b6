import { defaultCompanyTimeZone, renderMessageVariables } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import { intArray, rowsOf, type SweepContext } from './sweep-context';

export interface BotMessage {
  companyId: number;
  ticketId: number;
  /** The connection's text, message variables not yet filled. */
  text: string;
}

interface RenderRow {
  ticket_id: number;
  contact_name: string;
  user_name: string | null;
  queue_name: string | null;
  connection_name: string | null;
  timezone: string | null;
}

/**
 * Writes the timer messages as the bot's (fromBot, no user) through the outbound path, in the
 * sweep's transaction: a message exists if and only if the state change that caused it commits.
 * A few statements whatever their number: variables are filled from one read for all the
 * tickets (`{{userName}}` is the ticket's attendant), then one batch goes to the outbound path.
 * At most one text per ticket (each timer sends one).
 */
export async function sendBotMessages(ctx: SweepContext, items: readonly BotMessage[]): Promise<number> {
  const wanted = items.filter((item) => item.text.trim() !== '');
  if (wanted.length === 0) return 0;
  const rows = await rowsOf<RenderRow>(
    ctx.tx,
    sql`SELECT t.id AS ticket_id, c.name AS contact_name, u.name AS user_name, q.name AS queue_name,
               w.name AS connection_name, co.timezone
        FROM tickets t
        JOIN contacts c ON c.company_id = t.company_id AND c.id = t.contact_id
        JOIN companies co ON co.id = t.company_id
        LEFT JOIN users u ON u.company_id = t.company_id AND u.id = t.user_id
        LEFT JOIN queues q ON q.company_id = t.company_id AND q.id = t.queue_id
        LEFT JOIN whatsapps w ON w.company_id = t.company_id AND w.id = t.whatsapp_id
        WHERE t.id = ANY(${intArray(wanted.map((item) => item.ticketId))})`,
  );
  const byTicket = new Map(rows.map((row) => [row.ticket_id, row]));
  const rendered = wanted.flatMap((item) => {
    const row = byTicket.get(item.ticketId);
    if (!row) return [];
    const body = renderMessageVariables(item.text, {
      contactName: row.contact_name,
      userName: row.user_name,
      ticketId: item.ticketId,
      queueName: row.queue_name,
      connectionName: row.connection_name,
      now: ctx.now,
      timeZone: row.timezone ?? defaultCompanyTimeZone,
    });
    return [{ companyId: item.companyId, ticketId: item.ticketId, body }];
  });
  const queued = await ctx.outbound.enqueueBotMessagesInTransaction(ctx.tx, rendered);
  ctx.afterCommit.push(queued.afterCommit);
  return queued.messageIds.length;
}
