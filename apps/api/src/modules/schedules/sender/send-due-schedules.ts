import { AppError, isErrorCode } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import type { Logger } from '../../../platform/logger/logger';
import { inSavepoint } from '../../contacts/import/contact-import.repository';
import { findSchedulesByIds, recordOf } from '../schedules.repository';
import type { ScheduleSenderDeps } from './schedule-sender.deps';
import { markScheduleFailed, type SentSchedule, sendSchedule } from './send-schedule';

export interface ScheduleSweepReport {
  sent: number;
  failed: number;
}

export interface ScheduleSweepOptions {
  /** Due schedules read per round. */
  batchSize?: number;
  /** Schedules of one company sent in one transaction. */
  chunkSize?: number;
  /** Chunks sent at once, each in its own transaction (the pool has room: default 20). */
  parallel?: number;
  logger?: Pick<Logger, 'warn'>;
}

type DueChunk = { companyId: number; ids: number[] };

/**
 * Sends every schedule due at `now`, of every company, oldest first, until none is left. A
 * company's due schedules are sent in chunks, each in one tenant transaction with a savepoint per
 * schedule (send-schedule.ts claims each row with SKIP LOCKED), so several sweeps (processes) share
 * the work without sending anything twice, one failure costs only its own schedule (ERRO, with the
 * error code as its reason), and a commit covers many sends. Work due while no process ran is found
 * here as soon as one runs again.
 */
export async function sendDueSchedules(
  deps: ScheduleSenderDeps,
  now: Date,
  options: ScheduleSweepOptions = {},
): Promise<ScheduleSweepReport> {
  const report: ScheduleSweepReport = { sent: 0, failed: 0 };
  const batchSize = options.batchSize ?? 1000;
  for (;;) {
    const due = await deps.db.system.transaction(async (tx) => {
      const result = await tx.execute(sql`
        SELECT id, company_id AS "companyId" FROM schedules
        WHERE status = 'PENDENTE' AND send_at <= ${now.toISOString()}::timestamptz
        ORDER BY send_at, id LIMIT ${batchSize}`);
      return result.rows as { id: number; companyId: number }[];
    });
    const before = report.sent + report.failed;
    const chunks = chunksOf(due, options.chunkSize ?? 50);
    await inLanes(chunks, options.parallel ?? 4, (chunk) => sendChunk(deps, chunk, now, report, options.logger));
    // Everything left is held by another sweep (or the batch was the last): stop rather than spin.
    if (due.length < batchSize || report.sent + report.failed === before) return report;
  }
}

async function sendChunk(
  deps: ScheduleSenderDeps,
  chunk: DueChunk,
  now: Date,
  report: ScheduleSweepReport,
  logger: ScheduleSweepOptions['logger'],
) {
  const { companyId } = chunk;
  const done = await deps.db.tenant(companyId).transaction(async (tx) => {
    const sent: SentSchedule[] = [];
    const failed: number[] = [];
    for (const id of chunk.ids) {
      const key = { companyId, id };
      try {
        const outcome = await inSavepoint(tx, () => sendSchedule(deps, tx, key, now));
        if (outcome) sent.push(outcome);
      } catch (error) {
        const reason = error instanceof AppError && isErrorCode(error.code) ? error.code : 'ERR_INTERNAL';
        if (reason === 'ERR_INTERNAL') logger?.warn({ err: error, scheduleId: id }, 'schedule send failed');
        if (await markScheduleFailed(tx, key, reason)) failed.push(id);
      }
    }
    const changed = [...sent.map((item) => item.scheduleId), ...failed];
    const created = sent.flatMap((item) => (item.nextId === null ? [] : [item.nextId]));
    const records = await findSchedulesByIds(tx, companyId, [...changed, ...created]);
    return { sent, failed, records, created: new Set(created) };
  });
  report.sent += done.sent.length;
  report.failed += done.failed.length;
  for (const sent of done.sent) sent.afterCommit();
  for (const row of done.records) {
    const type = done.created.has(row.id) ? 'schedule.created' : 'schedule.updated';
    deps.events.publish({ type, companyId, schedule: recordOf(row) });
  }
}

/** The due keys grouped by company, in their order, `size` ids at most per chunk. */
function chunksOf(due: readonly { id: number; companyId: number }[], size: number): DueChunk[] {
  const open = new Map<number, DueChunk>();
  const chunks: DueChunk[] = [];
  for (const { id, companyId } of due) {
    let chunk = open.get(companyId);
    if (!chunk || chunk.ids.length >= size) {
      chunk = { companyId, ids: [] };
      open.set(companyId, chunk);
      chunks.push(chunk);
    }
    chunk.ids.push(id);
  }
  return chunks;
}

/** Runs `work` over `items` with at most `lanes` at once. */
async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}
