import type { TicketStatus } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import type { TicketCaller, TicketsDeps } from '../tickets.deps';

interface ClosedRow extends Record<string, unknown> {
  id: number;
  user_id: number | null;
  queue_id: number | null;
  is_group: boolean;
}

/**
 * POST /tickets/closeAll (tickets-manager:closeAll): closes every ticket of one status in the
 * chosen queues (every queue, and none, when no queue is chosen), in three set-based statements
 * however many tickets there are. No farewell goes out: a mass close is housekeeping, not an
 * attendance's end. Each ticket still gets its log entry and its attendance's end.
 */
export async function closeAllTickets(
  deps: TicketsDeps,
  caller: TicketCaller,
  input: { status: TicketStatus; selectedQueueIds: number[] },
): Promise<{ closed: number }> {
  const { companyId } = caller;
  if (input.status === 'closed') return { closed: 0 };
  const queues = input.selectedQueueIds;
  const inQueues = queues.length > 0 ? sql`and queue_id = any(${`{${queues.join(',')}}`}::int[])` : sql``;
  const rows = await deps.db.tenant(companyId).transaction(async (tx) => {
    const closed = await tx.execute<ClosedRow>(sql`
      update tickets set status = 'closed', unread_messages = 0, amount_used_bot_queues = 0, updated_at = now()
      where company_id = ${companyId} and status = ${input.status} ${inQueues}
      returning id, user_id, queue_id, is_group`);
    if (closed.rows.length === 0) return [];
    const ids = sql`${`{${closed.rows.map((row) => row.id).join(',')}}`}::int[]`;
    await tx.execute(sql`
      insert into ticket_logs (company_id, ticket_id, type, user_id, queue_id)
      select company_id, id, 'closed', ${caller.viewer.userId}, queue_id from tickets
      where company_id = ${companyId} and id = any(${ids})`);
    await tx.execute(sql`
      update ticket_trackings set closed_at = coalesce(closed_at, now()), updated_at = now()
      where id in (select distinct on (ticket_id) id from ticket_trackings
                   where company_id = ${companyId} and ticket_id = any(${ids}) order by ticket_id, id desc)`);
    return closed.rows;
  });
  for (const row of rows) {
    const before = { userId: row.user_id, queueId: row.queue_id, status: input.status, isGroup: row.is_group };
    deps.events.publish({ type: 'ticket.updated', companyId, ticketId: row.id, before });
  }
  return { closed: rows.length };
}
