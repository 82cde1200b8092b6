import type pg from 'pg';
import { type CompanyShape, type DatasetShape, heavyTickets, maxMessagesPerTicket } from './dataset-shape';
import { firstNames, lastNames, messageWords, queueNames, tagNames } from './vocabulary';

/**
 * The bulk load, as a few large server-side `INSERT ... SELECT generate_series(...)` statements.
 * Run in order inside one transaction by `generateDataset`. Temporary tables carry the plan between
 * statements: `bench_company` (one row per company: sizes and the ids created for it) and
 * `bench_ticket` (one row per ticket: everything its messages and tracking derive from).
 * Contacts, tickets and messages get explicit ids (a contiguous range after the current maximum),
 * so later statements can compute them instead of looking them up.
 */
export interface LoadStep {
  label: string;
  run(client: pg.PoolClient): Promise<unknown>;
}

/** Message bodies are one or two fragments of 2-7 words; the pool is built once with skewed word picks. */
const fragmentCount = 20_011;
/** A message's body from its id: distinct ids give distinct (fragment, fragment) pairs. */
const bodyJoins = (id: string) =>
  `JOIN bench_fragment fa ON fa.i = (${id}) % ${fragmentCount}
   JOIN bench_fragment fb ON fb.i = ((${id}) / ${fragmentCount} + ((${id}) % ${fragmentCount}) * 7919) % ${fragmentCount}`;
const bodyText = (id: string) => `CASE WHEN (${id}) % 4 = 0 THEN fa.text ELSE fa.text || ' ' || fb.text END`;

/** A statement with parameters (the extended protocol allows one statement per query). */
type Statement = string | [text: string, params: unknown[]];

const sql = (label: string, ...statements: Statement[]): LoadStep => ({
  label,
  async run(client) {
    for (const statement of statements) {
      if (typeof statement === 'string') await client.query(statement);
      else await client.query(statement[0], statement[1]);
    }
  },
});

export function loadSteps(shape: DatasetShape, passwordHash: string): LoadStep[] {
  const column = (key: keyof CompanyShape) => shape.companies.map((company) => company[key]);
  return [
    sql(
      'company plan',
      [
        `CREATE TEMP TABLE bench_company ON COMMIT DROP AS
         SELECT s.*, 0 AS company_id, 0::bigint AS contact_first, 0::bigint AS ticket_first,
                '{}'::int[] AS connection_ids, '{}'::int[] AS queue_ids, '{}'::int[] AS attendant_ids,
                '{}'::int[] AS tag_ids
           FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[])
                AS s(ordinal, tickets, contacts, connections, queues, attendants, tags)`,
        [
          column('ordinal'),
          column('tickets'),
          column('contacts'),
          column('connections'),
          column('queues'),
          column('attendants'),
          column('tags'),
        ],
      ],
      `UPDATE bench_company b
          SET contact_first = (SELECT coalesce(max(id), 0) + 1 FROM contacts) + o.contacts_before,
              ticket_first = (SELECT coalesce(max(id), 0) + 1 FROM tickets) + o.tickets_before
         FROM (SELECT ordinal,
                      coalesce(sum(contacts) OVER w, 0) AS contacts_before,
                      coalesce(sum(tickets) OVER w, 0) AS tickets_before
                 FROM bench_company
               WINDOW w AS (ORDER BY ordinal ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)) o
        WHERE o.ordinal = b.ordinal`,
      `WITH plan AS (
         INSERT INTO plans (name, users, connections, queues, is_public)
         VALUES ('Bench plan', 200, 10, 20, false)
         ON CONFLICT (name) DO UPDATE SET updated_at = now() RETURNING id),
       created AS (
         INSERT INTO companies (name, email, plan_id, due_date, recurrence, number_attendants, number_conections)
         SELECT format('Bench company %s', lpad(b.ordinal::text, 3, '0')), format('bench-%s@bench.example', b.ordinal),
                (SELECT id FROM plan), now() + interval '365 days', 'ANUAL', b.attendants + 1, b.connections
           FROM bench_company b ORDER BY b.ordinal
         RETURNING id, name)
       UPDATE bench_company b SET company_id = created.id
         FROM created WHERE created.name = format('Bench company %s', lpad(b.ordinal::text, 3, '0'))`,
    ),
    sql(
      'queues, users, connections, tags',
      [
        `INSERT INTO queues (company_id, name, color, order_queue)
         SELECT b.company_id, ($1::text[])[q], '#' || lpad(to_hex(q * 1118481), 6, '0'), q
           FROM bench_company b, generate_series(1, b.queues) q`,
        [queueNames],
      ],
      [
        `INSERT INTO users (company_id, name, email, password_hash, profile)
         SELECT b.company_id,
                CASE WHEN u = 0 THEN 'Admin' ELSE 'Atendente ' || u END,
                CASE WHEN u = 0 THEN format('bench-admin-%s@bench.example', b.ordinal)
                     ELSE format('bench-%s-%s@bench.example', b.ordinal, u) END,
                $1, CASE WHEN u = 0 THEN 'admin' ELSE 'user' END
           FROM bench_company b, generate_series(0, b.attendants) u ORDER BY b.ordinal, u`,
        [passwordHash],
      ],
      `INSERT INTO whatsapps (company_id, name, channel, status, is_default)
       SELECT b.company_id, 'Sandbox ' || n, 'sandbox', 'CONNECTED', n = 1
         FROM bench_company b, generate_series(1, b.connections) n`,
      [
        `INSERT INTO tags (company_id, name, color)
         SELECT b.company_id, ($1::text[])[t], '#' || lpad(to_hex(t * 1000003 % 16777216), 6, '0')
           FROM bench_company b, generate_series(1, b.tags) t`,
        [tagNames],
      ],
      `UPDATE bench_company b SET
         queue_ids = (SELECT array_agg(id ORDER BY id) FROM queues WHERE company_id = b.company_id),
         attendant_ids = (SELECT array_agg(id ORDER BY id) FROM users WHERE company_id = b.company_id AND profile = 'user'),
         connection_ids = (SELECT array_agg(id ORDER BY id) FROM whatsapps WHERE company_id = b.company_id),
         tag_ids = (SELECT array_agg(id ORDER BY id) FROM tags WHERE company_id = b.company_id)`,
      // Attendant i attends queues i and i+1 (cyclically): two queues each.
      `INSERT INTO user_queues (company_id, user_id, queue_id)
       SELECT DISTINCT b.company_id, b.attendant_ids[i], b.queue_ids[1 + (i - 1 + k) % cardinality(b.queue_ids)]
         FROM bench_company b, generate_series(1, cardinality(b.attendant_ids)) i, generate_series(0, 1) k`,
      `INSERT INTO whatsapp_queues (company_id, whatsapp_id, queue_id)
       SELECT b.company_id, c, q FROM bench_company b, unnest(b.connection_ids) c, unnest(b.queue_ids) q`,
    ),
    sql(
      'message text pool',
      [
        // Skewed picks (power of random()): early words of the list are common, late ones rare.
        `CREATE TEMP TABLE bench_fragment ON COMMIT DROP AS
         SELECT i, (SELECT string_agg(($1::text[])[1 + floor(power(random(), 2.2) * $2)::int], ' ')
                      FROM generate_series(1, 2 + i % 6)) AS text
           FROM generate_series(0, ${fragmentCount - 1}) i`,
        [messageWords, messageWords.length],
      ],
      'ALTER TABLE bench_fragment ADD PRIMARY KEY (i)',
    ),
    sql('contacts', [
      `INSERT INTO contacts (id, company_id, name, number, channel, whatsapp_id, created_at, updated_at)
       SELECT b.contact_first + g - 1, b.company_id,
              ($1::text[])[1 + floor(random() * $2)::int] || ' ' || ($3::text[])[1 + floor(random() * $4)::int],
              '55' || (11 + b.ordinal % 80) || '9' || lpad(g::text, 8, '0'), 'sandbox',
              b.connection_ids[1 + g % cardinality(b.connection_ids)], created.at, created.at
         FROM bench_company b, generate_series(1, b.contacts) g,
              -- Referencing g makes the subquery run (and draw) once per contact.
              LATERAL (SELECT now() - (random() + g * 0) * interval '400 days' AS at) created`,
      [firstNames, firstNames.length, lastNames, lastNames.length],
    ]),
    sql('ticket plan', ticketPlanSql),
    sql(
      'tickets',
      `INSERT INTO tickets (id, company_id, status, contact_id, whatsapp_id, queue_id, user_id, channel,
                            last_message, unread_messages, last_inbound_at, created_at, updated_at, opened_by_company)
       SELECT t.id, t.company_id, t.status, t.contact_id, t.whatsapp_id, t.queue_id, t.user_id, 'sandbox',
              ${bodyText('t.last_message_id')}, CASE WHEN t.status = 'pending' THEN 1 + t.id % 5 ELSE 0 END,
              t.updated_at, t.created_at, t.updated_at,
              -- The contact writes each ticket's first message (g = 0 below); the trigger is off while loading.
              CASE WHEN t.messages > 0 THEN false END
         FROM bench_ticket t ${bodyJoins('t.last_message_id')}`,
    ),
    sql(
      'messages',
      `INSERT INTO messages (id, company_id, ticket_id, whatsapp_id, contact_id, user_id, queue_id, external_id,
                             body, from_me, media_type, media_url, ack, read, created_at, updated_at)
       SELECT m.id, t.company_id, t.id, t.whatsapp_id, t.contact_id, CASE WHEN m.from_me THEN t.user_id END,
              t.queue_id, 'bench-' || m.id, ${bodyText('m.id')}, m.from_me,
              CASE WHEN m.id % 50 = 0 THEN 'image' ELSE 'conversation' END,
              CASE WHEN m.id % 50 = 0 THEN 'bench/' || m.id || '.jpg' END,
              CASE WHEN m.from_me THEN 3 ELSE 0 END, true, m.at, m.at
         FROM bench_ticket t,
              LATERAL (SELECT t.first_message_id + g AS id, g % 2 = 1 AS from_me,
                              t.created_at + g * t.message_gap AS at
                         FROM generate_series(0, t.messages - 1) g) m
              ${bodyJoins('m.id')}`,
    ),
    sql(
      'trackings and tags',
      `INSERT INTO ticket_trackings (company_id, ticket_id, whatsapp_id, user_id, queue_id, queued_at, started_at,
                                     closed_at, created_at, updated_at)
       SELECT company_id, id, whatsapp_id, user_id, queue_id, created_at,
              CASE WHEN status <> 'pending' THEN created_at + message_gap END,
              CASE WHEN status = 'closed' THEN updated_at END, created_at, updated_at
         FROM bench_ticket`,
      // About 30% of contacts carry a tag, 10% a second one; 10% of tickets carry a tag.
      `INSERT INTO contact_tags (company_id, contact_id, tag_id)
       SELECT DISTINCT c.company_id, c.id, b.tag_ids[1 + (c.id * k) % cardinality(b.tag_ids)]
         FROM contacts c JOIN bench_company b ON b.company_id = c.company_id, generate_series(1, 2) k
        WHERE (c.id * 7) % 10 < CASE k WHEN 1 THEN 3 ELSE 1 END`,
      `INSERT INTO ticket_tags (company_id, ticket_id, tag_id, created_at)
       SELECT t.company_id, t.id, b.tag_ids[1 + t.id % cardinality(b.tag_ids)], t.created_at
         FROM bench_ticket t JOIN bench_company b ON b.company_id = t.company_id WHERE t.id % 10 = 3`,
    ),
    sql(
      'sequences',
      ...['contacts', 'tickets', 'messages'].map(
        (table) => `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
      ),
    ),
  ];
}

/**
 * One row per ticket. A contact's first ticket is open (12%), pending (8%) or closed; its second one
 * (tickets beyond the contact count) is always closed, so the partial unique index "one non-closed
 * ticket per (company, connection, contact)" holds. Open and closed tickets belong to an attendant of
 * their queue; pending ones to nobody. 5% have no queue. Open and pending tickets are from the last two
 * weeks, closed ones older. Messages are spaced at most two minutes apart and end before now.
 */
const ticketPlanSql = `
  CREATE TEMP TABLE bench_ticket ON COMMIT DROP AS
  WITH drawn AS (
    SELECT b.ticket_first + g - 1 AS id, b.company_id, b.ordinal, b.queue_ids, b.attendant_ids,
           b.contact_first + (g - 1) % b.contacts AS contact_id,
           b.connection_ids[1 + ((g - 1) % b.contacts + 1) % cardinality(b.connection_ids)] AS whatsapp_id,
           g > b.contacts AS second_ticket,
           b.ordinal = 1 AND g <= ${heavyTickets.count} AS heavy,
           random() AS r_status, random() AS r_queue, random() AS r_user, random() AS r_age, random() AS r_size
      FROM bench_company b, generate_series(1, b.tickets) g),
  decided AS (
    SELECT d.*,
           CASE WHEN d.heavy THEN 'open'
                WHEN d.second_ticket OR d.r_status >= 0.2 THEN 'closed'
                WHEN d.r_status < 0.12 THEN 'open' ELSE 'pending' END AS status,
           CASE WHEN d.r_queue < 0.05 AND NOT d.heavy THEN NULL
                ELSE 1 + floor(d.r_queue * cardinality(d.queue_ids))::int END AS queue_index,
           CASE WHEN d.heavy THEN ${heavyTickets.messages}
                ELSE 1 + floor(d.r_size * ${maxMessagesPerTicket})::int END AS messages
      FROM drawn d),
  placed AS (
    SELECT c.*, c.queue_ids[c.queue_index] AS queue_id,
           -- Attendant q + k*Q attends queue q (see user_queues); pending tickets have nobody yet.
           CASE WHEN c.status = 'pending' THEN NULL
                ELSE c.attendant_ids[1 + (coalesce(c.queue_index, 1) - 1 + cardinality(c.queue_ids)
                     * floor(c.r_user * greatest(1, cardinality(c.attendant_ids) / cardinality(c.queue_ids)))::int)
                     % cardinality(c.attendant_ids)]
           END AS user_id,
           CASE WHEN c.status = 'closed' THEN now() - interval '14 days' - c.r_age * interval '350 days'
                WHEN c.heavy THEN now() - interval '14 days'
                ELSE now() - c.r_age * interval '14 days' END AS created_at
      FROM decided c)
  SELECT p.id, p.company_id, p.contact_id, p.whatsapp_id, p.status, p.queue_id, p.user_id, p.messages,
         p.created_at, gap.message_gap, p.created_at + (p.messages - 1) * gap.message_gap AS updated_at,
         (SELECT coalesce(max(id), 0) + 1 FROM messages)
           + sum(p.messages) OVER (ORDER BY p.id) - p.messages AS first_message_id,
         (SELECT coalesce(max(id), 0) FROM messages) + sum(p.messages) OVER (ORDER BY p.id) AS last_message_id
    FROM placed p,
         LATERAL (SELECT least(interval '2 minutes', (now() - p.created_at) / p.messages) AS message_gap) gap`;
