import { recurrenceMonths } from '@chatdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { neverExpiringCompanyId } from '../../platform/auth/subscription';
import type { Database } from '../../platform/db/database';

/** How many months each recurrence bills, as SQL over the company's recurrence column. */
const monthsOfRecurrence: SQL = sql.join(
  [
    sql`case c.recurrence`,
    ...Object.entries(recurrenceMonths).map(([recurrence, months]) => sql`when ${recurrence} then ${months}`),
    sql`else 1 end`,
  ],
  sql` `,
);

/**
 * The invoice of every active company whose due day (on its own calendar) is at most `leadDays`
 * days from today, or already past, for the period of that due day: value = the plan's monthly
 * amount × the recurrence's months; users, connections and queues from the plan. Company 1 (the
 * platform's) never expires and is never billed. The unique (company, period) index makes every
 * run, and runs racing in several processes, insert each invoice at most once. Returns how many
 * invoices it created.
 */
export async function generateDueInvoices(db: Database, options: { now: Date; leadDays: number }): Promise<number> {
  const now = options.now.toISOString();
  return db.system.transaction(async (tx) => {
    const result = await tx.execute(sql`
      insert into invoices (company_id, detail, users, connections, queues, value, due_date, status, period, plan_id, recurrence)
      select c.id,
             p.name || ' (' || to_char(d.period, 'DD/MM/YYYY') || ')',
             p.users, p.connections, p.queues,
             p.amount * ${monthsOfRecurrence},
             c.due_date, 'open', d.period, p.id, c.recurrence
        from companies c
        join plans p on p.id = c.plan_id
        cross join lateral (select (c.due_date at time zone c.timezone)::date as period) d
       where c.status
         and c.id <> ${neverExpiringCompanyId}
         and c.due_date is not null
         and d.period <= (${now}::timestamptz at time zone c.timezone)::date + ${options.leadDays}::int
      on conflict (company_id, period) do nothing
      returning id`);
    return result.rowCount ?? 0;
  });
}
