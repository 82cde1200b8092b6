import type { VisibleTicketFields } from '@chatdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { sendBotMessages } from './bot-messages';
import { recordChanges } from './record-changes';
import { rowsOf, type SweepContext, sweepNow } from './sweep-context';

interface MovedRow {
  company_id: number;
  ticket_id: number;
  queue_id: number | null;
  is_group: boolean;
  /** How visibility saw the ticket before the move (its fields do not change with a lane). */
  before: VisibleTicketFields;
  greeting: string | null;
}

/**
 * Moves the in-service tickets of every lane whose `due` condition holds to the lane `target`
 * names, in one statement: the old link goes, the new one starts its lane time at the sweep's
 * clock (so a second sweep finds nothing left), each move is logged as 'lane' and announced, and
 * the target lane's greeting goes to the contact as the bot (not to groups).
 */
async function moveLaneTickets(ctx: SweepContext, target: SQL, due: SQL): Promise<number> {
  const now = sweepNow(ctx);
  const moved = await rowsOf<MovedRow>(
    ctx.tx,
    sql`WITH due AS (
          SELECT tt.company_id, tt.ticket_id, tt.tag_id, ${target} AS target_id,
                 t.user_id, t.queue_id, t.status, t.is_group
          FROM tags g
          JOIN ticket_tags tt ON tt.company_id = g.company_id AND tt.tag_id = g.id
          JOIN tickets t ON t.company_id = tt.company_id AND t.id = tt.ticket_id
          WHERE g.kanban = 1 AND ${target} IS NOT NULL AND t.status IN ('open', 'pending') AND ${due}
          FOR UPDATE OF tt
        ), gone AS (
          DELETE FROM ticket_tags x USING due
          WHERE x.company_id = due.company_id AND x.ticket_id = due.ticket_id AND x.tag_id = due.tag_id
        ), entered AS (
          INSERT INTO ticket_tags (company_id, ticket_id, tag_id, created_at)
          SELECT company_id, ticket_id, target_id, ${now} FROM due
          ON CONFLICT DO NOTHING
        )
        SELECT due.company_id, due.ticket_id, due.queue_id, due.is_group, nt.greeting_message_lane AS greeting,
               json_build_object('userId', due.user_id, 'queueId', due.queue_id, 'status', due.status,
                                 'isGroup', due.is_group) AS before
        FROM due JOIN tags nt ON nt.company_id = due.company_id AND nt.id = due.target_id`,
  );
  // A ticket left in two lanes by older data moves once (one log, one greeting).
  const tickets = [...new Map(moved.map((row) => [row.ticket_id, row])).values()];
  await recordChanges(
    ctx,
    tickets.map(({ company_id: companyId, ticket_id: ticketId, queue_id: queueId, before }) => ({
      companyId,
      ticketId,
      before,
      log: { type: 'lane', userId: null, queueId },
    })),
  );
  await sendBotMessages(
    ctx,
    tickets
      .filter((row) => !row.is_group && row.greeting !== null)
      .map((row) => ({ companyId: row.company_id, ticketId: row.ticket_id, text: row.greeting ?? '' })),
  );
  return tickets.length;
}

/**
 * Lane rollback (tag rollbackLaneId): a ticket whose customer wrote after it entered such a lane
 * goes back to the rollback lane. Runs before the lane timers: an answer beats the clock.
 */
export function rollBackAnsweredLaneTickets(ctx: SweepContext): Promise<number> {
  return moveLaneTickets(ctx, sql`g.rollback_lane_id`, sql`t.last_inbound_at > tt.created_at`);
}

/** Lane timer (tag timeLane, hours): a ticket that stayed that long in the lane moves to nextLaneId. */
export function moveDueLaneTickets(ctx: SweepContext): Promise<number> {
  return moveLaneTickets(
    ctx,
    sql`g.next_lane_id`,
    sql`g.time_lane > 0 AND tt.created_at <= ${sweepNow(ctx)} - make_interval(hours => g.time_lane)`,
  );
}
