import { sql } from 'drizzle-orm';
import { externalApiRateWindows } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the current window ends (what Retry-After says when refused). */
  retryAfterSeconds: number;
}

/**
 * Counts one request of a connection's token in the current minute. The counter is one row per
 * (connection, minute) bumped by a single upsert, so concurrent requests on any number of API
 * processes are counted exactly; a refused request counts too (a flood does not get cheaper).
 */
export async function takeRateToken(
  db: Database,
  connection: { companyId: number; id: number },
  perMinute: number,
): Promise<RateDecision> {
  const { companyId, id: whatsappId } = connection;
  const table = externalApiRateWindows;
  const [row] = await db.tenant(companyId).transaction((tx) =>
    tx
      .insert(table)
      .values({ companyId, whatsappId, windowStart: sql`date_trunc('minute', now())`, hits: 1 })
      .onConflictDoUpdate({
        target: [table.companyId, table.whatsappId, table.windowStart],
        set: { hits: sql`${table.hits} + 1` },
      })
      .returning({
        hits: table.hits,
        secondsLeft: sql<number>`ceil(extract(epoch from ${table.windowStart} + interval '1 minute' - clock_timestamp()))::int`,
      }),
  );
  const hits = row?.hits ?? perMinute + 1;
  return {
    allowed: hits <= perMinute,
    limit: perMinute,
    remaining: Math.max(0, perMinute - hits),
    retryAfterSeconds: Math.max(1, row?.secondsLeft ?? 60),
  };
}
