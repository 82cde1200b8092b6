import { AppError, isErrorCode } from '@chatdesk/contracts';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { campaignPacing, campaignShippings, campaigns, connections } from '../../../db/schema';
import type { Tx } from '../../../platform/db/database';
import { inSavepoint } from '../../contacts/import/contact-import.repository';
import { companyTimeZone } from '../../tickets/ticket-references.repository';
import { readDispatchSettings } from './dispatch-settings';
import type { DispatcherDeps } from './dispatcher.deps';
import { inSendingWindow, nextSendTime, nextWindowOpening, type PacingSettings, sendsSincePause } from './pacing';
import { markShippingFailed, sendShipping } from './send-shipping';
import { batchable, type ClaimedShipping, sendShippingBatch } from './send-shipping-batch';

export interface ConnectionTurn {
  /** Rows whose message was written (message or confirmation). */
  sent: number;
  /** Rows that failed before their message could be written. */
  failed: number;
  /** The campaigns whose rows changed. */
  campaignIds: Set<number>;
}

export interface ConnectionTurnOptions {
  /** Rows written per turn when pacing is off (no interval): one transaction for the lot. */
  unpacedBatch?: number;
}

/** Pacing off: no pause between messages, as the bench runs it (spec 3 §9 "0 for none"). */
const unpaced = (settings: PacingSettings) =>
  settings.messageInterval === 0 && (settings.greaterInterval === 0 || settings.longerIntervalAfter === 0);

/**
 * One turn of a connection, in one tenant transaction: its pacing row is locked when due
 * (SKIP LOCKED: another dispatcher has this connection's turn), outside the company's window the
 * turn only moves the next send to the window's opening; inside it, the next queued row(s) of the
 * connection's running campaigns (oldest campaign first) are locked (SKIP LOCKED) and sent, and the
 * next send time is stored. One row per turn, or `unpacedBatch` rows when pacing is off: those
 * rows go set-based (sendShippingBatch) in a savepoint; when the batch fails, or for rows it does
 * not take, each row goes alone (sendShipping) in a savepoint, so one failure fails only its row.
 */
export async function dispatchConnection(
  deps: DispatcherDeps,
  key: { companyId: number; connectionId: number },
  now: Date,
  options: ConnectionTurnOptions = {},
): Promise<ConnectionTurn> {
  const { companyId, connectionId } = key;
  const after: (() => void)[] = [];
  const turn = await deps.db.tenant(companyId).transaction(async (tx) => {
    const done: ConnectionTurn = { sent: 0, failed: 0, campaignIds: new Set() };
    const pacing = await lockPacing(tx, key, now);
    if (!pacing) return done;
    const [connection] = await tx
      .select()
      .from(connections)
      .where(and(eq(connections.companyId, companyId), eq(connections.id, connectionId)));
    if (!connection) return done;
    const settings = await readDispatchSettings(tx, companyId);
    const timeZone = await companyTimeZone(tx, companyId);
    if (!inSendingWindow(now, settings, timeZone)) {
      await savePacing(tx, connectionId, { nextSendAt: nextWindowOpening(now, settings, timeZone) });
      return done;
    }
    const limit = unpaced(settings) ? (options.unpacedBatch ?? 200) : 1;
    const claimed = await claimRows(tx, key, limit);
    for (const { campaign } of claimed) done.campaignIds.add(campaign.id);
    let { batch, rest } = batchable(claimed);
    if (batch.length > 1) {
      try {
        after.push(await inSavepoint(tx, () => sendShippingBatch(deps, tx, connection, batch, now)));
        done.sent += batch.length;
      } catch (error) {
        // One row's message could not be written: each row alone, so that it fails by itself.
        deps.logger.warn({ err: error, connectionId }, 'campaign batch failed, sending its rows one by one');
        rest = claimed;
      }
    } else rest = claimed;
    for (const { row, campaign } of rest) {
      try {
        after.push(await inSavepoint(tx, () => sendShipping(deps, tx, campaign, connection, row, now)));
        done.sent++;
      } catch (error) {
        const reason = error instanceof AppError && isErrorCode(error.code) ? error.code : 'ERR_INTERNAL';
        if (reason === 'ERR_INTERNAL') deps.logger.warn({ err: error, shippingId: row.id }, 'campaign send failed');
        await markShippingFailed(tx, row, reason, now);
        done.failed++;
      }
    }
    if (done.sent + done.failed === 0) return done;
    const sent = sendsSincePause(pacing, now, settings) + done.sent;
    await savePacing(tx, connectionId, {
      ...nextSendTime(now, sent, settings, timeZone, deps.random),
      lastSentAt: now,
    });
    return done;
  });
  for (const run of after) run();
  return turn;
}

async function lockPacing(tx: Tx, key: { companyId: number; connectionId: number }, now: Date) {
  await tx
    .insert(campaignPacing)
    .values({ connectionId: key.connectionId, companyId: key.companyId, nextSendAt: now })
    .onConflictDoNothing();
  const [pacing] = await tx
    .select()
    .from(campaignPacing)
    .where(and(eq(campaignPacing.connectionId, key.connectionId), sql`${campaignPacing.nextSendAt} <= ${now}`))
    .for('update', { skipLocked: true });
  return pacing;
}

async function savePacing(
  tx: Tx,
  connectionId: number,
  change: Pick<typeof campaignPacing.$inferInsert, 'nextSendAt' | 'sentSincePause' | 'lastSentAt'>,
) {
  await tx.update(campaignPacing).set(change).where(eq(campaignPacing.connectionId, connectionId));
}

/** The connection's next queued rows, locked: running campaigns only, the oldest campaign first. */
async function claimRows(
  tx: Tx,
  key: { companyId: number; connectionId: number },
  limit: number,
): Promise<ClaimedShipping[]> {
  return tx
    .select({ row: getTableColumns(campaignShippings), campaign: getTableColumns(campaigns) })
    .from(campaignShippings)
    .innerJoin(campaigns, eq(campaigns.id, campaignShippings.campaignId))
    .where(
      and(
        eq(campaignShippings.companyId, key.companyId),
        eq(campaigns.whatsappId, key.connectionId),
        eq(campaigns.status, 'EM_ANDAMENTO'),
        eq(campaignShippings.status, 'queued'),
      ),
    )
    .orderBy(campaigns.id, campaignShippings.id)
    .limit(limit)
    .for('update', { of: campaignShippings, skipLocked: true });
}
