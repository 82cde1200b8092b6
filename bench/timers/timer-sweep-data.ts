import type pg from 'pg';

/** The shape of the timer sweep's dataset: 200,000 open tickets over 20 companies by default. */
export const timerBenchShape = {
  companies: 20,
  connectionsPerCompany: 5,
  ticketsPerCompany: Number(process.env.BENCH_TIMER_TICKETS ?? 200_000) / 20,
  /**
   * Tickets come in blocks of 20 (14 open, 5 pending, 1 nps); one block in this many is due for its
   * timers when the sweep runs: about 400 of 200,000, more than a minute's worth in practice.
   */
  dueBlockEvery: 500,
  /** Every timer of the bench connections and routed queues, in minutes. */
  timerMinutes: 30,
};

export const timerBenchCompanyPrefix = 'Timer bench company';

/**
 * Companies with connections whose every timer is on (inactivity, auto-close either way, redirect,
 * NPS expiry), queues with the router on, online attendants, and tickets that are not closed:
 * 70 % open, 25 % pending (assigned, as routed ones are), 5 % nps. Their timestamps are minutes
 * old, so a sweep 10 minutes ahead finds nothing due but the due blocks' tickets, whose timestamps
 * are 25 minutes old (due then, not yet on the real clock, so the platform's own cron leaves them).
 */
export async function createTimerBenchData(pool: pg.Pool): Promise<void> {
  const { companies, connectionsPerCompany, ticketsPerCompany, dueBlockEvery, timerMinutes } = timerBenchShape;
  await pool.query(
    `INSERT INTO companies (name, due_date)
     SELECT '${timerBenchCompanyPrefix} ' || g, now() + interval '30 days' FROM generate_series(1, $1) g`,
    [companies],
  );
  const scope = `SELECT id FROM companies WHERE name LIKE '${timerBenchCompanyPrefix} %'`;
  await pool.query(
    `INSERT INTO queues (company_id, name, color, ativar_roteador, tempo_roteador, routed_at)
     SELECT c.id, 'Fila ' || q, '#' || lpad(to_hex(c.id * 4 + q), 6, '0'), q = 1, $1, now() - make_interval(mins => $1 - 5)
     FROM (${scope}) c CROSS JOIN generate_series(1, 3) q`,
    [timerMinutes],
  );
  await pool.query(
    `INSERT INTO whatsapps (company_id, name, channel, status, expires_ticket, when_expires_ticket,
       expires_inactive_message, time_inactive_message, inactive_message, time_send_queue, send_id_queue,
       expires_ticket_nps)
     SELECT c.id, 'Conexão ' || w, 'sandbox', 'CONNECTED', $1, (w % 2)::text, 'Encerrado por inatividade', $1,
       'Ainda está aí?', $1, (SELECT min(id) FROM queues WHERE company_id = c.id), $1
     FROM (${scope}) c CROSS JOIN generate_series(1, $2) w`,
    [timerMinutes, connectionsPerCompany],
  );
  await pool.query(
    `INSERT INTO users (company_id, name, email, password_hash, online)
     SELECT c.id, 'Atendente ' || u, 'timer-bench-' || c.id || '-' || u || '@bench.example', 'unused', true
     FROM (${scope}) c CROSS JOIN generate_series(1, 5) u`,
  );
  await pool.query(
    `INSERT INTO user_queues (company_id, user_id, queue_id)
     SELECT u.company_id, u.id, q.id FROM users u JOIN queues q ON q.company_id = u.company_id
     WHERE u.company_id IN (${scope})`,
  );
  await pool.query(
    `INSERT INTO contacts (company_id, name, number, channel)
     SELECT c.id, 'Cliente ' || n, 'timer-' || c.id || '-' || n, 'sandbox'
     FROM (${scope}) c CROSS JOIN generate_series(1, $1) n`,
    [ticketsPerCompany],
  );
  // Ticket n of a company: its contact n, connection n % 5, queue n % 3, status by n % 20; the due
  // blocks' pending tickets wait unassigned (for the router), the others are assigned already.
  await pool.query(
    `WITH numbered AS (
       SELECT ct.id AS contact_id, ct.company_id, row_number() OVER (PARTITION BY ct.company_id ORDER BY ct.id) AS n
       FROM contacts ct WHERE ct.company_id IN (${scope})
     ), placed AS (
       SELECT nb.*, (SELECT array_agg(id ORDER BY id) FROM whatsapps WHERE company_id = nb.company_id) AS phones,
              (SELECT array_agg(id ORDER BY id) FROM queues WHERE company_id = nb.company_id) AS lanes,
              (SELECT array_agg(id ORDER BY id) FROM users WHERE company_id = nb.company_id) AS staff,
              (nb.n / 20) % $1 = 0 AS due
       FROM numbered nb
     ), timed AS (
       SELECT p.*, now() - make_interval(mins => CASE WHEN p.due THEN 25 ELSE (p.n % 10)::int END) AS at
       FROM placed p
     )
     INSERT INTO tickets (company_id, contact_id, whatsapp_id, queue_id, user_id, status, channel,
                          last_inbound_at, last_agent_message_at, created_at, updated_at)
     SELECT company_id, contact_id, phones[1 + n % array_length(phones, 1)], lanes[1 + n % 3],
            CASE WHEN n % 20 BETWEEN 14 AND 18 AND due THEN NULL ELSE staff[1 + n % 5] END,
            CASE WHEN n % 20 < 14 THEN 'open' WHEN n % 20 < 19 THEN 'pending' ELSE 'nps' END,
            'sandbox', at - interval '1 minute', at, at - interval '2 minutes', at
     FROM timed`,
    [dueBlockEvery],
  );
  // The trigger stamped queued_at with the insert's clock; give pending tickets their generated one.
  await pool.query(`UPDATE tickets SET queued_at = updated_at WHERE company_id IN (${scope}) AND status = 'pending'`);
  await pool.query('ANALYZE tickets; ANALYZE whatsapps; ANALYZE queues; ANALYZE users; ANALYZE user_queues');
}

/** Removes the bench companies and everything of theirs (a kept dataset stays as generated). */
export async function dropTimerBenchData(pool: pg.Pool): Promise<void> {
  await pool.query(`DELETE FROM companies WHERE name LIKE '${timerBenchCompanyPrefix} %'`);
}
