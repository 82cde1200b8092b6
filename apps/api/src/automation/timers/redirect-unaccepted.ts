import { sql } from 'drizzle-orm';
import { recordChanges } from './record-changes';
import { rowsOf, type SweepContext, sweepNow } from './sweep-context';

/**
 * Redirect (connection timeSendQueue, minutes, to sendIdQueue): a pending ticket nobody accepted
 * within that time of entering its queue (or of becoming pending without one) moves to the
 * redirect queue, unassigned (its attendant, if a distribution picked one, may not attend that
 * queue). A ticket already there stays. The log records a 'redirect' to the new queue by the system.
 */
export async function redirectUnacceptedTickets(ctx: SweepContext): Promise<number> {
  const now = sweepNow(ctx);
  const moved = await rowsOf<{
    id: number;
    company_id: number;
    old_user_id: number | null;
    old_queue_id: number | null;
    queue_id: number;
  }>(
    ctx.tx,
    sql`WITH due AS (
          SELECT t.id, t.user_id AS old_user_id, t.queue_id AS old_queue_id, w.send_id_queue
          FROM whatsapps w
          -- A queue of the connection's own company only: a foreign key alone ignores tenancy.
          JOIN queues q ON q.company_id = w.company_id AND q.id = w.send_id_queue
          JOIN tickets t ON t.company_id = w.company_id AND t.whatsapp_id = w.id AND t.status = 'pending'
          WHERE w.time_send_queue > 0 AND NOT t.is_group
            AND t.queued_at <= ${now} - make_interval(mins => w.time_send_queue)
            AND t.queue_id IS DISTINCT FROM w.send_id_queue
          FOR UPDATE OF t SKIP LOCKED
        )
        UPDATE tickets t SET queue_id = due.send_id_queue, user_id = NULL, updated_at = now()
        FROM due WHERE t.id = due.id
        RETURNING t.id, t.company_id, due.old_user_id, due.old_queue_id, t.queue_id`,
  );
  await recordChanges(
    ctx,
    moved.map((ticket) => ({
      companyId: ticket.company_id,
      ticketId: ticket.id,
      log: { type: 'redirect', userId: null, queueId: ticket.queue_id },
      before: { userId: ticket.old_user_id, queueId: ticket.old_queue_id, status: 'pending', isGroup: false },
    })),
  );
  return moved.length;
}
