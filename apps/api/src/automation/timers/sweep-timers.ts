import { sql } from 'drizzle-orm';
import type { OutboundMessages } from '../../channels/outbound/outbound-messages';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import { expireInactiveTickets, expireUnansweredRatings } from './expire-tickets';
import { moveDueLaneTickets, rollBackAnsweredLaneTickets } from './move-kanban-lanes';
import { redirectUnacceptedTickets } from './redirect-unaccepted';
import { routeQueues } from './route-queues';
import { sendInactivityMessages } from './send-inactivity-messages';
import { rowsOf, type SweepContext } from './sweep-context';
import '../../modules/tickets/tickets.events';

export interface TimerSweepDeps {
  db: Database;
  events: DomainEvents;
  outbound: OutboundMessages;
}

/** What one sweep did, per timer (for the log and the tests). */
export interface TimerSweepReport {
  redirected: number;
  routed: number;
  inactivityMessages: number;
  expired: number;
  ratingsExpired: number;
  laneRollbacks: number;
  laneMoves: number;
}

/** Held for the sweep's transaction: a second sweep started meanwhile (another process) does nothing. */
const sweepLockKey = 7_300_421;

/**
 * Every automation timer of every company, as of `now`, in one transaction: each timer is one
 * set-based statement over the tickets that are due, found through indexes per connection or
 * queue (no walk over the open tickets), so a restart or a missed minute only delays work and
 * running it again finds nothing left. Bot messages are written in the same transaction; the
 * events and immediate sends follow the commit. Returns null when another sweep holds the lock.
 */
export async function sweepTimers(deps: TimerSweepDeps, now: Date): Promise<TimerSweepReport | null> {
  const changed: SweepContext['changed'] = [];
  const afterCommit: SweepContext['afterCommit'] = [];
  const report = await deps.db.system.transaction(async (tx) => {
    const [lock] = await rowsOf<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${sweepLockKey}) AS locked`,
    );
    if (!lock?.locked) return null;
    const ctx: SweepContext = { tx, now, outbound: deps.outbound, changed, afterCommit };
    // Redirect before routing: a ticket moved to the redirect queue is handed out there.
    const redirected = await redirectUnacceptedTickets(ctx);
    const routed = await routeQueues(ctx);
    const inactivityMessages = await sendInactivityMessages(ctx);
    const expired = await expireInactiveTickets(ctx);
    const ratingsExpired = await expireUnansweredRatings(ctx);
    // Kanban lanes (docs/automation.md "Kanban lanes"): the customer's answer first, then the clock.
    const laneRollbacks = await rollBackAnsweredLaneTickets(ctx);
    const laneMoves = await moveDueLaneTickets(ctx);
    return { redirected, routed, inactivityMessages, expired, ratingsExpired, laneRollbacks, laneMoves };
  });
  for (const run of afterCommit) run();
  for (const { companyId, ticketId, before } of changed) {
    deps.events.publish({ type: 'ticket.updated', companyId, ticketId, before });
  }
  return report;
}
