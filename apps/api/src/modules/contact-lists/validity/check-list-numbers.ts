import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ChannelDriver, ConnectionRow } from '../../../channels/channel-driver';
import { connections, contactListItems } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import type { DomainEvents } from '../../../platform/events/domain-events';
import type { Logger } from '../../../platform/logger/logger';
import { contactListItemRecordOf } from '../contact-list-items.repository';
import '../contact-lists.events';

export interface NumberCheckDeps {
  db: Database;
  events: DomainEvents;
  logger: Pick<Logger, 'warn'>;
  driverFor(channel: ConnectionRow['channel']): ChannelDriver;
}

export interface NumberCheckPacing {
  /** Numbers asked in one driver call. */
  batchSize: number;
  /**
   * Pause before each call of one company's connection (WhatsApp rate-limits lookups); before the
   * first one too, as the previous run may have just asked.
   */
  pauseMs: number;
  /** Calls per company per run; the next run goes on where this one stopped. */
  maxBatches: number;
}

export const defaultNumberCheckPacing: NumberCheckPacing = { batchSize: 50, pauseMs: 1000, maxBatches: 10 };

/** The company's connected connection (the default first) whose driver can check numbers, with that driver. */
async function checkingConnection(deps: NumberCheckDeps, companyId: number) {
  const candidates = await deps.db.tenant(companyId).transaction((tx) =>
    tx
      .select()
      .from(connections)
      .where(and(eq(connections.companyId, companyId), eq(connections.status, 'CONNECTED')))
      .orderBy(desc(connections.isDefault), asc(connections.id)),
  );
  for (const connection of candidates) {
    let driver: ChannelDriver;
    try {
      driver = deps.driverFor(connection.channel);
    } catch {
      continue; // no driver for this channel in this process
    }
    if (driver.checkNumbers) return { connection, check: driver.checkNumbers.bind(driver) };
  }
  return null;
}

/** Newest first: an item added in the dialog is not queued behind an import's backlog. */
const uncheckedBatch = (deps: NumberCheckDeps, companyId: number, size: number) =>
  deps.db.tenant(companyId).transaction((tx) =>
    tx
      .select({ id: contactListItems.id, number: contactListItems.number })
      .from(contactListItems)
      .where(and(eq(contactListItems.companyId, companyId), isNull(contactListItems.whatsappCheckedAt)))
      .orderBy(desc(contactListItems.id))
      .limit(size),
  );

/** Stores the answers; an item whose number changed meanwhile keeps waiting for its own check. */
async function storeAnswers(
  deps: NumberCheckDeps,
  companyId: number,
  batch: { id: number; number: string }[],
  answers: Map<string, boolean>,
) {
  const updated = await deps.db.tenant(companyId).transaction(async (tx) => {
    const rows = [];
    for (const item of batch) {
      const [row] = await tx
        .update(contactListItems)
        .set({ isWhatsappValid: answers.get(item.number) ?? false, whatsappCheckedAt: sql`now()` })
        .where(
          and(
            eq(contactListItems.companyId, companyId),
            eq(contactListItems.id, item.id),
            eq(contactListItems.number, item.number),
          ),
        )
        .returning();
      if (row) rows.push(row);
    }
    return rows;
  });
  for (const row of updated)
    deps.events.publish({
      type: 'contactListItem.saved',
      companyId,
      action: 'update',
      record: contactListItemRecordOf(row),
    });
}

/**
 * The WhatsApp check of contact list items (spec 3 §2: the green or grey icon) for one company:
 * its unchecked items, a batch per call of one of its connections whose driver can tell (WhatsApp
 * Web's onWhatsApp; the sandbox answers by the last digit), paced; stops when the driver cannot
 * answer. `more` says the run stopped at `maxBatches` with items possibly left.
 */
export async function checkCompanyNumbers(
  deps: NumberCheckDeps,
  companyId: number,
  pacing: NumberCheckPacing = defaultNumberCheckPacing,
): Promise<{ checked: number; more: boolean }> {
  const checker = await checkingConnection(deps, companyId);
  // No connection that can tell: the items stay unchecked (null, the grey icon) until one can.
  if (!checker) return { checked: 0, more: false };
  let checked = 0;
  for (let round = 0; round < pacing.maxBatches; round += 1) {
    const batch = await uncheckedBatch(deps, companyId, pacing.batchSize);
    if (batch.length === 0) break;
    if (pacing.pauseMs > 0) await sleep(pacing.pauseMs);
    let answers: Map<string, boolean>;
    try {
      // Outside any transaction: a network call never holds a database connection.
      answers = await checker.check(
        checker.connection,
        batch.map((item) => item.number),
      );
    } catch (error) {
      deps.logger.warn({ err: error, companyId, connectionId: checker.connection.id }, 'number check failed');
      break;
    }
    await storeAnswers(deps, companyId, batch, answers);
    checked += batch.length;
    if (batch.length < pacing.batchSize) return { checked, more: false };
  }
  return { checked, more: checked === pacing.maxBatches * pacing.batchSize };
}

/** The companies with items not checked yet (the minute sweep's work list). */
export async function companiesWithUncheckedItems(deps: Pick<NumberCheckDeps, 'db'>): Promise<number[]> {
  return deps.db.system.transaction(async (tx) => {
    const result = await tx.execute(
      sql`SELECT DISTINCT company_id AS "companyId" FROM contact_list_items WHERE whatsapp_checked_at IS NULL LIMIT 1000`,
    );
    return (result.rows as { companyId: number }[]).map((row) => row.companyId);
  });
}
