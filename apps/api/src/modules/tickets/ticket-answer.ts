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
 * Each column's SQL, in select order; rows come back as arrays (see `field`).
 */
const answerSql = {
  id: 't.id',
  uuid: 't.uuid',
  status: 't.status',
  queue_id: 't.queue_id',
  queue_name: 'q.name',
  queue_color: 'q.color',
  user_id: 't.user_id',
  user_name: 'u.name',
  profile_image: 'u.profile_image',
  contact_id: 't.contact_id',
  contact_name: 'c.name',
  number: 'c.number',
  email: 'c.email',
  url_picture: 'c.url_picture',
  contact_channel: 'c.channel',
  contact_is_group: 'c.is_group',
  disable_bot: 'c.disable_bot',
  active: 'c.active',
  accept_audio_message: 'c.accept_audio_message',
  whatsapp_id: 't.whatsapp_id',
  whatsapp_name: 'w.name',
  whatsapp_channel: 'w.channel',
  group_as_ticket: 'w.group_as_ticket',
  channel: 't.channel',
  is_group: 't.is_group',
  is_bot: 't.is_bot',
  use_integration: 't.use_integration',
  integration_id: 't.integration_id',
  prompt_id: 't.prompt_id',
  last_message: 't.last_message',
  unread_messages: 't.unread_messages',
  last_inbound_at: epochMs('t.last_inbound_at'),
  created_at: epochMs('t.created_at'),
  updated_at: epochMs('t.updated_at'),
  contact_tags: tagsOf('contact_tags', 'contact_id', 'c.id'),
  ticket_tags: tagsOf('ticket_tags', 'ticket_id', 't.id'),
  rate: `(select r.rate from user_ratings r where r.company_id = t.company_id and r.ticket_id = t.id
        order by r.id desc limit 1)`,
} satisfies Record<keyof TicketAnswerRow, string>;

type AnswerField = keyof typeof answerSql;
const answerFields = Object.keys(answerSql) as AnswerField[];
const answerColumns = answerFields.map((name) => `${answerSql[name]} as ${name}`).join(',\n      ');
const fieldIndex = Object.fromEntries(answerFields.map((name, index) => [name, index])) as Record<AnswerField, number>;

/**
 * A column of an answer row read as an array. pg builds object rows from a null-prototype template,
 * so every row of these ~35 columns was a slow dictionary object (up to 2 ms of a page's CPU).
 */
const field = <K extends AnswerField>(row: AnswerRow, name: K) => row[fieldIndex[name]] as TicketAnswerRow[K];
type AnswerRow = readonly unknown[];

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
  integration_id: number | null;
  prompt_id: number | null;
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

function toTicketAnswer(row: AnswerRow): TicketAnswer {
  const f = <K extends AnswerField>(name: K) => field(row, name);
  const queueId = f('queue_id');
  const queueName = f('queue_name');
  const userId = f('user_id');
  const userName = f('user_name');
  const contactId = f('contact_id');
  const whatsappId = f('whatsapp_id');
  const lastInboundAt = f('last_inbound_at');
  const rate = f('rate');
  return {
    id: f('id'),
    uuid: f('uuid'),
    status: f('status'),
    queueId,
    queue:
      queueId === null || queueName === null ? null : { id: queueId, name: queueName, color: f('queue_color') ?? '' },
    userId,
    user:
      userId === null || userName === null ? null : { id: userId, name: userName, profileImage: f('profile_image') },
    contactId,
    contact: {
      id: contactId,
      name: f('contact_name'),
      number: f('number'),
      email: f('email'),
      urlPicture: f('url_picture'),
      channel: f('contact_channel'),
      isGroup: f('contact_is_group'),
      disableBot: f('disable_bot'),
      active: f('active'),
      acceptAudioMessage: f('accept_audio_message'),
      tags: f('contact_tags') ?? [],
    },
    whatsappId,
    whatsapp: {
      id: whatsappId,
      name: f('whatsapp_name'),
      channel: f('whatsapp_channel'),
      groupAsTicket: f('group_as_ticket'),
    },
    channel: f('channel'),
    isGroup: f('is_group'),
    isBot: f('is_bot'),
    useIntegration: f('use_integration'),
    integrationId: f('integration_id'),
    promptId: f('prompt_id'),
    lastMessage: f('last_message'),
    unreadMessages: f('unread_messages'),
    lastInboundAt: lastInboundAt === null ? null : isoOf(lastInboundAt),
    createdAt: isoOf(f('created_at')),
    updatedAt: isoOf(f('updated_at')),
    tags: f('ticket_tags') ?? [],
    userRating: rate === null ? null : { rate },
  };
}

/** An answer as stored, its contact as `numberView` shows it (as stored without one). */
export function viewedAnswer(answer: TicketAnswer, numberView?: NumberView): TicketAnswer {
  return numberView ? { ...answer, contact: viewedBy(answer.contact, numberView) } : answer;
}

/** A row's answer, its contact as `numberView` shows it. */
const answerOf = (row: AnswerRow, numberView?: NumberView) => viewedAnswer(toTicketAnswer(row), numberView);

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
  const rows = await runFixed<AnswerRow>(tx, ticketAnswerRows, [companyId, ticketIds], 'array');
  const byId = new Map(rows.map((row) => [field(row, 'id'), row]));
  return ticketIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [answerOf(row, numberView)] : [];
  });
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

/** Where the page's own columns follow the answer's in `answeredPage`'s rows. */
const [totalIndex, fetchedIndex] = [answerFields.length, answerFields.length + 1];

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
  const rows = await runShaped<AnswerRow>(
    tx,
    sql`with page as (${page})
      select ${sql.raw(answerColumns)}, page.total, (select count(*)::int from page) as fetched
      ${sql.raw(answerJoins)} join page on page.id = t.id
      where t.company_id = ${companyId} and page.n <= ${size}
      order by page.n`,
    { rows: 'array' },
  );
  const first = rows[0];
  if (!first) return { tickets: [], hasMore: false, total: null };
  return {
    tickets: rows.map((row) => answerOf(row, numberView)),
    hasMore: (first[fetchedIndex] as number) > size,
    total: first[totalIndex] as number,
  };
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
