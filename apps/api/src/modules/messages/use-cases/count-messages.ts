import type { MessagesAllMeAnswer } from '@chatdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../../../db/schema';
import { bodyFieldError } from '../../../platform/errors/body-field-error';
import type { MessageCaller, MessagesDeps } from '../messages.deps';

/** A report window longer than this is refused: the count scans the company's messages in it. */
const maxWindowDays = 366;

/**
 * GET /messages-allMe (spec 1 §7 "count list"): the company's messages per day of its time zone and
 * direction, from dateStart to dateEnd inclusive; `fromMe` keeps one direction. Private notes are not
 * messages exchanged with contacts and are left out.
 */
export async function countMessages(
  deps: MessagesDeps,
  caller: MessageCaller,
  query: { dateStart: string; dateEnd: string; fromMe?: boolean },
): Promise<MessagesAllMeAnswer> {
  const days = (Date.parse(query.dateEnd) - Date.parse(query.dateStart)) / 86_400_000;
  if (days < 0) throw bodyFieldError('dateEnd', 'Data final antes da inicial');
  if (days > maxWindowDays) throw bodyFieldError('dateEnd', `Período maior que ${maxWindowDays} dias`);
  const { companyId } = caller;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const [company] = await tx
      .select({ timezone: companies.timezone })
      .from(companies)
      .where(eq(companies.id, companyId));
    const zone = company?.timezone ?? 'America/Sao_Paulo';
    const direction = query.fromMe === undefined ? sql`` : sql`and from_me = ${query.fromMe}`;
    const result = await tx.execute<{ date: string; from_me: boolean; total: number }>(sql`
      select to_char(created_at at time zone ${zone}, 'YYYY-MM-DD') as date, from_me, count(*)::int as total
      from messages
      where company_id = ${companyId} and is_private = false ${direction}
        and created_at >= (${query.dateStart}::date)::timestamp at time zone ${zone}
        and created_at < (${query.dateEnd}::date + 1)::timestamp at time zone ${zone}
      group by 1, 2
      order by 1, 2`);
    const count = result.rows.map((row) => ({ date: row.date, fromMe: row.from_me, total: Number(row.total) }));
    return { count, total: count.reduce((sum, row) => sum + row.total, 0) };
  });
}
