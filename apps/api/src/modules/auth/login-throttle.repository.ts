import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { type LoginThrottleScope, loginThrottle } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on the global login counters (system executor: no company is known yet). */

export interface CounterKey {
  scope: LoginThrottleScope;
  email: string;
  ip: string;
}

/**
 * Takes one slot in each counter and answers every counter's hits, in one statement: the upsert
 * locks each row it raises, so concurrent attempts, from any process, each see a distinct count.
 * A counter whose window has ended starts again at 1 with a new window. Rows are always listed
 * in the same scope order, so two attempts cannot wait on each other's rows.
 */
export async function takeSlots(
  tx: Tx,
  counters: (CounterKey & { windowSeconds: number })[],
): Promise<(CounterKey & { hits: number })[]> {
  const expired = sql`${loginThrottle.windowEndsAt} <= now()`;
  return tx
    .insert(loginThrottle)
    .values(
      counters.map(({ windowSeconds, ...key }) => ({
        ...key,
        hits: 1,
        windowEndsAt: sql`now() + make_interval(secs => ${windowSeconds})`,
      })),
    )
    .onConflictDoUpdate({
      target: [loginThrottle.scope, loginThrottle.email, loginThrottle.ip],
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${expired} THEN excluded.window_ends_at ELSE ${loginThrottle.windowEndsAt} END`,
      },
    })
    .returning({
      scope: loginThrottle.scope,
      email: loginThrottle.email,
      ip: loginThrottle.ip,
      hits: loginThrottle.hits,
    });
}

/** Deletes the pair's counter and gives back the slot taken in the others (a login that succeeded). */
export async function releaseSlots(tx: Tx, pair: CounterKey, others: CounterKey[]) {
  await tx.delete(loginThrottle).where(keyIs(pair));
  for (const key of others) {
    await tx
      .update(loginThrottle)
      .set({ hits: sql`greatest(${loginThrottle.hits} - 1, 0)` })
      .where(keyIs(key));
  }
}

/** Forgets every counter of the e-mail (pairs and account): its owner proved who they are. */
export async function deleteCountersOfEmail(tx: Tx, email: string) {
  await tx
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.email, email), inArray(loginThrottle.scope, ['pair', 'account'])));
}

export async function pruneEndedWindows(tx: Tx) {
  await tx.delete(loginThrottle).where(lt(loginThrottle.windowEndsAt, sql`now()`));
}

const keyIs = (key: CounterKey) =>
  and(eq(loginThrottle.scope, key.scope), eq(loginThrottle.email, key.email), eq(loginThrottle.ip, key.ip));
