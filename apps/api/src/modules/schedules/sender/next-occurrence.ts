import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database';
import type { ScheduleRow } from '../schedules.repository';

/** Spec 3 §4 units as PostgreSQL intervals: 1 days, 2 weeks, 3 months, 4 minutes. */
const unitOf: Record<number, string> = { 1: 'days', 2: 'weeks', 3: 'months', 4: 'mins' };

export interface NextOccurrence {
  /** When it is sent, after the weekend rule. */
  sendAt: Date;
  /** Its index in the series. */
  occurrence: number;
  /** Sends left including this one. */
  remaining: number;
}

/**
 * The occurrence after `row` (sent at `now`), or null when no repetition is left. Steps are
 * counted on the company's wall clock from the series' start (Jan 31, Feb 28, Mar 31; 09:00
 * stays 09:00), and steps already in the past when the sender ran (the
 * server was down) are skipped and count as used: a late start sends one message, not a burst.
 * Weekend codes (spec 3 §4): 4 keeps the day, 5 moves a Saturday or Sunday to the Friday
 * before, 6 to the Monday after, on the company's calendar; a move that would not land after the
 * occurrence just sent (a daily Saturday moved back to Friday) keeps the occurrence's own day.
 */
export async function nextOccurrence(
  tx: Tx,
  row: ScheduleRow,
  timeZone: string,
  now: Date,
): Promise<NextOccurrence | null> {
  const unit = unitOf[row.intervalo];
  if (!unit || row.enviarQuantasVezes <= 1 || row.valorIntervalo <= 0) return null;
  const step = sql.raw(`interval '${row.valorIntervalo} ${unit}'`);
  const result = await tx.execute(sql`
    WITH steps AS (
      SELECT n, (${row.recurrenceAnchor.toISOString()}::timestamptz AT TIME ZONE ${timeZone}) + n * ${step} AS local
      FROM generate_series(${row.occurrence + 1}::int, ${row.occurrence + row.enviarQuantasVezes - 1}::int) AS n
    ), first_ahead AS (
      SELECT n, local FROM steps WHERE local AT TIME ZONE ${timeZone} > ${now.toISOString()}::timestamptz
      ORDER BY n LIMIT 1
    ), moved AS (
      SELECT n, local, local + CASE
        WHEN ${row.tipoDias}::int = 5 AND extract(isodow FROM local) = 6 THEN interval '-1 day'
        WHEN ${row.tipoDias}::int = 5 AND extract(isodow FROM local) = 7 THEN interval '-2 days'
        WHEN ${row.tipoDias}::int = 6 AND extract(isodow FROM local) = 6 THEN interval '2 days'
        WHEN ${row.tipoDias}::int = 6 AND extract(isodow FROM local) = 7 THEN interval '1 day'
        ELSE interval '0' END AS moved_local
      FROM first_ahead
    )
    SELECT n,
      CASE WHEN moved_local AT TIME ZONE ${timeZone} > ${row.sendAt.toISOString()}::timestamptz
        THEN moved_local ELSE local END AT TIME ZONE ${timeZone} AS send_at
    FROM moved`);
  const [next] = result.rows as { n: number; send_at: Date | string }[];
  if (!next) return null;
  return {
    sendAt: new Date(next.send_at),
    occurrence: next.n,
    remaining: row.enviarQuantasVezes - (next.n - row.occurrence),
  };
}
