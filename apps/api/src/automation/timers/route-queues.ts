import { sql } from 'drizzle-orm';
import { recordChanges } from './record-changes';
import { intArray, rowsOf, type SweepContext, sweepNow } from './sweep-context';

/**
 * The router (queue ativarRoteador, every tempoRoteador minutes): the queue's waiting tickets
 * (pending, unassigned, oldest first) go round robin to the queue's online attendants, in user id
 * order starting after the queue's cursor (the attendant who got its last ticket), which moves on.
 * The tickets stay pending, now in the attendant's own list, until they accept. A queue with no
 * online attendant keeps its tickets waiting (and its cursor) until the next run.
 */
export async function routeQueues(ctx: SweepContext): Promise<number> {
  const now = sweepNow(ctx);
  const due = await rowsOf<{ id: number }>(
    ctx.tx,
    sql`UPDATE queues SET routed_at = ${now}
        WHERE ativar_roteador AND tempo_roteador > 0
          AND (routed_at IS NULL OR routed_at <= ${now} - make_interval(mins => tempo_roteador))
        RETURNING id`,
  );
  if (due.length === 0) return 0;
  const assigned = await rowsOf<{ id: number; company_id: number; queue_id: number; user_id: number }>(
    ctx.tx,
    sql`WITH due_queues AS (
          SELECT id, company_id, coalesce(router_cursor, 0) AS cursor FROM queues
          WHERE id = ANY(${intArray(due.map((queue) => queue.id))})
        ), attendants AS (
          SELECT q.id AS queue_id, u.id AS user_id, u.id > q.cursor AS after_cursor,
                 row_number() OVER (PARTITION BY q.id ORDER BY u.id) - 1 AS position,
                 count(*) OVER (PARTITION BY q.id) AS online
          FROM due_queues q
          JOIN user_queues uq ON uq.company_id = q.company_id AND uq.queue_id = q.id
          JOIN users u ON u.company_id = q.company_id AND u.id = uq.user_id AND u.online
        ), first_turn AS (
          SELECT queue_id, coalesce(min(position) FILTER (WHERE after_cursor), 0) AS position
          FROM attendants GROUP BY queue_id
        ), locked AS (
          SELECT t.id, t.queue_id, t.queued_at FROM due_queues q
          JOIN tickets t ON t.company_id = q.company_id AND t.queue_id = q.id AND t.status = 'pending'
                        AND t.user_id IS NULL AND NOT t.is_group
          FOR UPDATE OF t SKIP LOCKED
        ), waiting AS (
          SELECT id, queue_id, row_number() OVER (PARTITION BY queue_id ORDER BY queued_at, id) - 1 AS turn
          FROM locked
        ), choice AS (
          SELECT w.id, w.queue_id, w.turn, a.user_id
          FROM waiting w
          JOIN first_turn f ON f.queue_id = w.queue_id
          JOIN attendants a ON a.queue_id = w.queue_id AND a.position = (f.position + w.turn) % a.online
        ), cursors AS (
          UPDATE queues q SET router_cursor = last.user_id
          FROM (SELECT DISTINCT ON (queue_id) queue_id, user_id FROM choice ORDER BY queue_id, turn DESC) last
          WHERE q.id = last.queue_id
        )
        UPDATE tickets t SET user_id = choice.user_id, updated_at = now()
        FROM choice WHERE t.id = choice.id
        RETURNING t.id, t.company_id, t.queue_id, t.user_id`,
  );
  await recordChanges(
    ctx,
    assigned.map((ticket) => ({
      companyId: ticket.company_id,
      ticketId: ticket.id,
      log: { type: 'receivedTransfer', userId: ticket.user_id, queueId: ticket.queue_id },
      before: { userId: null, queueId: ticket.queue_id, status: 'pending', isGroup: false },
    })),
  );
  return assigned.length;
}
