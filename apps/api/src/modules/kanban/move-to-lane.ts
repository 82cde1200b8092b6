import { sql } from 'drizzle-orm';
import { rowsOf } from '../../automation/timers/sweep-context';
import type { Tx } from '../../platform/db/database';
import type { Transition } from '../tickets/ticket-transition';

export interface LaneTarget {
  id: number;
  kanban: number;
  greetingMessageLane: string | null;
}

/** A tag of the company with what entering it as a lane needs; null: unknown or another company's. */
export async function findLaneTarget(tx: Tx, companyId: number, tagId: number): Promise<LaneTarget | null> {
  const [row] = await rowsOf<LaneTarget>(
    tx,
    sql`SELECT id, kanban, greeting_message_lane AS "greetingMessageLane"
        FROM tags WHERE company_id = ${companyId} AND id = ${tagId}`,
  );
  return row ?? null;
}

/**
 * Puts the transition's ticket in `lane`, its only lane: the previous lane's link goes (spec 3 §4
 * "removes the ticket's old tag and then adds the new tag"), the lane's timer starts from this
 * moment, the move is logged, and the lane's greeting goes to the contact as the acting user
 * (not for closed or group tickets). Answers whether anything changed; the same lane again is none.
 */
export async function moveToLane(t: Transition, lane: LaneTarget): Promise<boolean> {
  const { companyId } = t.caller;
  const ticketId = t.ticket.id;
  const left = await rowsOf<{ tag_id: number }>(
    t.tx,
    sql`DELETE FROM ticket_tags tt USING tags g
        WHERE tt.company_id = ${companyId} AND tt.ticket_id = ${ticketId} AND tt.tag_id <> ${lane.id}
          AND g.id = tt.tag_id AND g.kanban = 1
        RETURNING tt.tag_id`,
  );
  const entered = await rowsOf<{ tag_id: number }>(
    t.tx,
    sql`INSERT INTO ticket_tags (company_id, ticket_id, tag_id) VALUES (${companyId}, ${ticketId}, ${lane.id})
        ON CONFLICT DO NOTHING RETURNING tag_id`,
  );
  if (entered.length === 0) return left.length > 0;
  await t.log('lane');
  const greeting = lane.greetingMessageLane?.trim() ?? '';
  if (greeting !== '' && t.ticket.status !== 'closed' && !t.ticket.isGroup) {
    await t.send(lane.greetingMessageLane ?? '', t.caller.viewer.userId);
  }
  return true;
}
