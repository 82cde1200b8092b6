import { AppError, type TagAnswer, type TicketAnswer } from '@chatdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { type FixedStatement, runFixed, runShaped } from '../../platform/db/prepared';
import type { NumberView } from '../contacts/contact-answer';
import { viewedBy } from '../contacts/contact-answer';

/** The tags linked to `owner` through `links`, by name like the tag lists, as a JSON array (null when none). */
const tagsOf = (links: string, linkColumn: string, owner: string) =>
  `(select json_agg(json_build_object('id', g.id, 'name', g.name, 'color', g.color, 'kanban', g.kanban)
      order by lower(g.name), g.id)
    from ${links} l join tags g on g.id = l.tag_id
    where l.company_id = t.company_id and l.${linkColumn} = ${owner})`;

/** Epoch milliseconds: a number is cheaper to read than a timestamp, and the answer wants ISO text anyway. */
const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * A page of tickets with what their answers join (contact, queue, user, connection, both tag lists,
 * the latest rating) in one prepared statement, read as plain columns and shaped below: no query
 * building and no generic row mapping per call, which were most of what a ticket page cost the API.
 */
const answerColumns = `t.id, t.uuid, t.status, t.queue_id, q.name as queue_name, q.color as queue_color,
      t.user_id, u.name as user_name, u.profile_image,
      t.contact_id, c.name as contact_name, c.number, c.email, c.url_picture, c.channel as contact_channel,
      c.is_group as contact_is_group, c.disable_bot, c.active, c.accept_audio_message,
      t.whatsapp_id, w.name as whatsapp_name, w.channel as whatsapp_channel, w.group_as_ticket,
      t.channel, t.is_group, t.is_bot, t.use_integration, t.last_message, t.unread_messages,
      ${epochMs('t.last_inbound_at')} as last_inbound_at, ${epochMs('t.created_at')} as created_at,
      ${epochMs('t.updated_at')} as updated_at,
      ${tagsOf('contact_tags', 'contact_id', 'c.id')} as contact_tags,
      ${tagsOf('ticket_tags', 'ticket_id', 't.id')} as ticket_tags,
      (select r.rate from user_ratings r where r.company_id = t.company_id and r.ticket_id = t.id
        order by r.id desc limit 1) as rate`;

const answerJoins = `from tickets t
    join contacts c on c.id = t.contact_id
    join whatsapps w on w.id = t.whatsapp_id
    left join queues q on q.id = t.queue_id
    left join users u on u.id = t.user_id`;

const ticketAnswerRows: FixedStatement = {
  name: 'ticket_answer_rows',
  text: `select ${answerColumns} ${answerJoins} where t.company_id = $1 and t.id = any($2::int[])`,
};

interface TicketAnswerRow {
  id: number;
  uuid: string;
  status: TicketAnswer['status'];
  queue_id: number | null;
  queue_name: string | null;
  queue_color: string | null;
  user_id: number | null;
  user_name: string | null;
  profile_image: string | null;
  contact_id: number;
  contact_name: string;
  number: string;
  email: string;
  url_picture: string | null;
  contact_channel: TicketAnswer['contact']['channel'];
  contact_is_group: boolean;
  disable_bot: boolean;
  active: boolean;
  accept_audio_message: boolean;
  whatsapp_id: number;
  whatsapp_name: string;
  whatsapp_channel: TicketAnswer['whatsapp']['channel'];
  group_as_ticket: TicketAnswer['whatsapp']['groupAsTicket'];
  channel: TicketAnswer['channel'];
  is_group: boolean;
  is_bot: boolean;
  use_integration: boolean;
  last_message: string;
  unread_messages: number;
  last_inbound_at: number | null;
  created_at: number;
  updated_at: number;
  contact_tags: TagAnswer[] | null;
  ticket_tags: TagAnswer[] | null;
  rate: number | null;
}

const isoOf = (epochMilliseconds: number) => new Date(epochMilliseconds).toISOString();

function toTicketAnswer(row: TicketAnswerRow): TicketAnswer {
  return {
    id: row.id,
    uuid: row.uuid,
    status: row.status,
    queueId: row.queue_id,
    queue:
      row.queue_id === null || row.queue_name === null
        ? null
        : { id: row.queue_id, name: row.queue_name, color: row.queue_color ?? '' },
    userId: row.user_id,
    user:
      row.user_id === null || row.user_name === null
        ? null
        : { id: row.user_id, name: row.user_name, profileImage: row.profile_image },
    contactId: row.contact_id,
    contact: {
      id: row.contact_id,
      name: row.contact_name,
      number: row.number,
      email: row.email,
      urlPicture: row.url_picture,
      channel: row.contact_channel,
      isGroup: row.contact_is_group,
      disableBot: row.disable_bot,
      active: row.active,
      acceptAudioMessage: row.accept_audio_message,
      tags: row.contact_tags ?? [],
    },
    whatsappId: row.whatsapp_id,
    whatsapp: {
      id: row.whatsapp_id,
      name: row.whatsapp_name,
      channel: row.whatsapp_channel,
      groupAsTicket: row.group_as_ticket,
    },
    channel: row.channel,
    isGroup: row.is_group,
    isBot: row.is_bot,
    useIntegration: row.use_integration,
    lastMessage: row.last_message,
    unreadMessages: row.unread_messages,
    lastInboundAt: row.last_inbound_at === null ? null : isoOf(row.last_inbound_at),
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
    tags: row.ticket_tags ?? [],
    userRating: row.rate === null ? null : { rate: row.rate },
  };
}

/** The answers of `rows` in `order` (ids missing from rows are skipped), each contact as `numberView` shows it. */
function answersInOrder(rows: TicketAnswerRow[], order: readonly number[], numberView?: NumberView): TicketAnswer[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return order.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const answer = toTicketAnswer(row);
    return [numberView ? { ...answer, contact: viewedBy(answer.contact, numberView) } : answer];
  });
}

/**
 * The answers of `ticketIds`, in that order (missing ids are skipped): one query whatever the page
 * size, never one per row.
 */
export async function loadTicketAnswers(
  tx: Tx,
  companyId: number,
  ticketIds: readonly number[],
  numberView?: NumberView,
): Promise<TicketAnswer[]> {
  if (ticketIds.length === 0) return [];
  const rows = await runFixed<TicketAnswerRow>(tx, ticketAnswerRows, [companyId, ticketIds]);
  return answersInOrder(rows, ticketIds, numberView);
}

/** What a page statement for `answeredPage` yields: each row's ticket id and order, and the tab's capped count. */
export interface PageStatement {
  /** Rows `id`, `n` (its place, from 1) and `total`. */
  page: SQL;
  /** How many of its first rows get answers; a row past them only tells that more exist. */
  size: number;
}

export interface AnsweredPage {
  tickets: TicketAnswer[];
  /** The page statement had a row past `size`. */
  hasMore: boolean;
  /** Its `total`, or null when it had no row to carry it. */
  total: number | null;
}

/**
 * A page and its tickets' answers in one statement (one round trip, not two): the page's rows are
 * joined to what the answers read, in the page's order.
 */
export async function answeredPage(
  tx: Tx,
  companyId: number,
  { page, size }: PageStatement,
  numberView?: NumberView,
): Promise<AnsweredPage> {
  const rows = await runShaped<TicketAnswerRow & { n: number; total: number; fetched: number }>(
    tx,
    sql`with page as (${page})
      select page.n, page.total, (select count(*)::int from page) as fetched, ${sql.raw(answerColumns)}
      ${sql.raw(answerJoins)} join page on page.id = t.id
      where t.company_id = ${companyId} and page.n <= ${size}`,
  );
  const first = rows[0];
  if (!first) return { tickets: [], hasMore: false, total: null };
  const order = [...rows].sort((a, b) => a.n - b.n).map((row) => row.id);
  return { tickets: answersInOrder(rows, order, numberView), hasMore: first.fetched > size, total: first.total };
}

/** One ticket's answer, or ERR_NO_TICKET_FOUND. */
export async function loadTicketAnswer(
  tx: Tx,
  companyId: number,
  ticketId: number,
  numberView?: NumberView,
): Promise<TicketAnswer> {
  const [answer] = await loadTicketAnswers(tx, companyId, [ticketId], numberView);
  if (!answer) throw new AppError('ERR_NO_TICKET_FOUND');
  return answer;
}
