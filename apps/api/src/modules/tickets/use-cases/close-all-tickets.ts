import { AppError, type TicketStatus, type TicketsListQuery } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database';
import { intArray, type ListPlan, listScopeWhere } from '../ticket-list-query';
import type { TicketCaller, TicketsDeps } from '../tickets.deps';

interface ClosedRow extends Record<string, unknown> {
  id: number;
  user_id: number | null;
  queue_id: number | null;
  is_group: boolean;
}

export interface CloseAllInput {
  status: TicketStatus;
  selectedQueueIds: number[];
  withoutQueue: boolean;
  showAll: boolean;
}

/** The tab the caller is looking at, as GET /tickets reads it: close-all closes what that list holds. */
function tabPlan(caller: TicketCaller, input: CloseAllInput): ListPlan {
  const { status, selectedQueueIds: queueIds, withoutQueue, showAll } = input;
  const rest = { pageNumber: 1, withUnreadMessages: false, sortTickets: 'DESC', searchOnMessages: false } as const;
  const query: TicketsListQuery = { status, queueIds, withoutQueue, showAll, ...rest };
  return { companyId: caller.companyId, viewer: caller.viewer, query, timeZone: 'UTC', hidesNumbers: false };
}

/** Every chosen queue must be the company's: another company's id answers 404, like an unknown one. */
async function assertCompanyQueues(tx: Tx, companyId: number, queueIds: number[]): Promise<void> {
  if (queueIds.length === 0) return;
  const { rows } = await tx.execute<{ missing: number[] }>(sql`select array(
    select unnest(${intArray(queueIds)}) except select id from queues where company_id = ${companyId}) as missing`);
  const missing = rows[0]?.missing ?? [];
  if (missing.length > 0) throw new AppError('ERR_NO_QUEUE_FOUND', { details: { queueIds: missing } });
}

/**
 * POST /tickets/closeAll (tickets-manager:closeAll): closes every ticket of the tab's status that
 * the caller's list shows with the same choices (the one scope rule of GET /tickets: own scope or
 * show-all, chosen queues, 'SEM FILA'), in three set-based statements however many tickets there
 * are. No farewell goes out: a mass close is housekeeping, not an attendance's end. Each ticket
 * still gets its log entry and its attendance's end.
 */
export async function closeAllTickets(
  deps: TicketsDeps,
  caller: TicketCaller,
  input: CloseAllInput,
): Promise<{ closed: number }> {
  const { companyId } = caller;
  if (input.status === 'closed') return { closed: 0 };
  const inTab = listScopeWhere(tabPlan(caller, input));
  const rows = await deps.db.tenant(companyId).transaction(async (tx) => {
    await assertCompanyQueues(tx, companyId, input.selectedQueueIds);
    const closed = await tx.execute<ClosedRow>(sql`
      update tickets t set status = 'closed', unread_messages = 0, amount_used_bot_queues = 0, updated_at = now()
      where ${inTab}
      returning t.id, t.user_id, t.queue_id, t.is_group`);
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
