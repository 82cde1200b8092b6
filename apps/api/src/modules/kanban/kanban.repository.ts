import type { TagAnswer } from '@chatdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { intArray, rowsOf } from '../../automation/timers/sweep-context';
import type { Tx } from '../../platform/db/database';

/** Which tickets a caller's board may hold (the use case derives it from the caller and the query). */
export interface BoardScope {
  companyId: number;
  /** Only tickets of these queues; null: every queue and none (callers who see every ticket). */
  queueIds: number[] | null;
  /** Set for callers limited to their own scope: their tickets and the unassigned ones. */
  ownUserId: number | null;
  allowGroup: boolean;
  startDate: string | null;
  endDate: string | null;
}

/** One lane's page request: a lane id (0: the default lane) and where the previous page ended. */
export interface LanePageRequest {
  laneId: number;
  after: { at: string; ticketId: number } | null;
}

export interface PickedRow {
  lane_id: number;
  ticket_id: number;
  /** The sort instant to the microsecond, so that a page's cursor never repeats or skips a card. */
  sort_key: string;
}

export interface CardRow {
  id: number;
  uuid: string;
  last_message: string;
  unread_messages: number;
  /** Epoch milliseconds (timestamps are read as text by this pool). */
  updated_at: number;
  channel: string;
  is_group: boolean;
  contact_name: string;
  contact_number: string;
  connection_name: string | null;
  user_name: string | null;
  tags: TagAnswer[] | null;
}

/** The board only shows tickets in service: closed ones leave it (and their lane timers stop). */
const inService = sql`t.status IN ('open', 'pending')`;

function scopeOf(scope: BoardScope): SQL {
  const own =
    scope.ownUserId === null
      ? sql`TRUE`
      : sql`(t.user_id = ${scope.ownUserId} OR (t.user_id IS NULL AND (NOT t.is_group OR ${scope.allowGroup})))`;
  // Days of the company's calendar: the bounds are midnights in its time zone.
  const from =
    scope.startDate === null
      ? sql`TRUE`
      : sql`t.updated_at >= (${scope.startDate}::date)::timestamp AT TIME ZONE (SELECT timezone FROM companies WHERE id = ${scope.companyId})`;
  const to =
    scope.endDate === null
      ? sql`TRUE`
      : sql`t.updated_at < (${scope.endDate}::date + 1)::timestamp AT TIME ZONE (SELECT timezone FROM companies WHERE id = ${scope.companyId})`;
  return sql`${inService} AND ${own} AND ${from} AND ${to}`;
}

const queueFilter = (scope: BoardScope): SQL =>
  scope.queueIds === null ? sql`TRUE` : sql`t.queue_id = ANY(${intArray(scope.queueIds)})`;

/**
 * A lane's tickets, newest arrivals first, through ticket_tags (company_id, tag_id, created_at):
 * the walk stops after `limit` cards whatever the lane's size.
 */
function laneTickets(scope: BoardScope, page: LanePageRequest, limit: number): SQL {
  const after = page.after
    ? sql`AND (tt.created_at, tt.ticket_id) < (${page.after.at}::timestamptz, ${page.after.ticketId})`
    : sql``;
  return sql`(SELECT ${page.laneId}::int AS lane_id, tt.ticket_id, tt.created_at AS sort_at
      FROM ticket_tags tt JOIN tickets t ON t.id = tt.ticket_id AND t.company_id = tt.company_id
      WHERE tt.company_id = ${scope.companyId} AND tt.tag_id = ${page.laneId}
        AND ${scopeOf(scope)} AND ${queueFilter(scope)} ${after}
      ORDER BY tt.created_at DESC, tt.ticket_id DESC LIMIT ${limit})`;
}

/**
 * The default lane: tickets without a lane, latest activity first. One index range per status
 * (and per queue when the board is limited to queues), each read in order with a LIMIT and merged:
 * the closed tickets, most of a large company's, are never walked.
 */
function defaultLaneTickets(scope: BoardScope, page: LanePageRequest, limit: number): SQL {
  const after = page.after
    ? sql`AND (t.updated_at, t.id) < (${page.after.at}::timestamptz, ${page.after.ticketId})`
    : sql``;
  const queues = scope.queueIds === null ? sql`` : sql`CROSS JOIN unnest(${intArray(scope.queueIds)}) q(id)`;
  const inQueue = scope.queueIds === null ? sql`` : sql`AND t.queue_id = q.id`;
  return sql`(SELECT 0 AS lane_id, x.id AS ticket_id, x.updated_at AS sort_at
      FROM unnest('{open,pending}'::text[]) s(status) ${queues}
      CROSS JOIN LATERAL (
        SELECT t.id, t.updated_at FROM tickets t
        WHERE t.company_id = ${scope.companyId} AND t.status = s.status ${inQueue} AND ${scopeOf(scope)} ${after}
          AND NOT EXISTS (SELECT 1 FROM ticket_tags tt JOIN tags g ON g.id = tt.tag_id AND g.kanban = 1
                          WHERE tt.company_id = t.company_id AND tt.ticket_id = t.id)
        ORDER BY t.updated_at DESC, t.id DESC LIMIT ${limit}
      ) x
      ORDER BY x.updated_at DESC, x.id DESC LIMIT ${limit})`;
}

/** Up to `limit` tickets of each requested lane, in each lane's order. */
export async function pickLaneTickets(
  tx: Tx,
  scope: BoardScope,
  pages: readonly LanePageRequest[],
  limit: number,
): Promise<PickedRow[]> {
  if (pages.length === 0) return [];
  const parts = pages.map((page) =>
    page.laneId === 0 ? defaultLaneTickets(scope, page, limit) : laneTickets(scope, page, limit),
  );
  return rowsOf<PickedRow>(
    tx,
    sql`SELECT p.lane_id, p.ticket_id, to_char(p.sort_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sort_key
        FROM (${sql.join(parts, sql` UNION ALL `)}) p`,
  );
}

/** The company's lanes, by name. */
export async function findLaneIds(tx: Tx, companyId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`SELECT id FROM tags WHERE company_id = ${companyId} AND kanban = 1 ORDER BY lower(name), id`,
  );
  return rows.map((row) => row.id);
}

/** What the cards show, for these tickets. */
export async function findCards(tx: Tx, companyId: number, ticketIds: readonly number[]): Promise<CardRow[]> {
  if (ticketIds.length === 0) return [];
  return rowsOf<CardRow>(
    tx,
    sql`SELECT t.id, t.uuid, t.last_message, t.unread_messages,
               floor(extract(epoch FROM t.updated_at) * 1000)::float8 AS updated_at, t.channel, t.is_group,
               c.name AS contact_name, c.number AS contact_number, w.name AS connection_name, u.name AS user_name,
               (SELECT json_agg(json_build_object('id', g.id, 'name', g.name, 'color', g.color, 'kanban', g.kanban)
                                ORDER BY lower(g.name), g.id)
                FROM ticket_tags l JOIN tags g ON g.id = l.tag_id
                WHERE l.company_id = t.company_id AND l.ticket_id = t.id) AS tags
        FROM tickets t
        JOIN contacts c ON c.company_id = t.company_id AND c.id = t.contact_id
        LEFT JOIN whatsapps w ON w.company_id = t.company_id AND w.id = t.whatsapp_id
        LEFT JOIN users u ON u.company_id = t.company_id AND u.id = t.user_id
        WHERE t.company_id = ${companyId} AND t.id = ANY(${intArray(ticketIds)})`,
  );
}
