import { AppError, isErrorCode } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import type { Logger } from '../../../platform/logger/logger';
import { findSchedule, recordOf } from '../schedules.repository';
import type { ScheduleSenderDeps } from './schedule-sender.deps';
import { markScheduleFailed, type SentSchedule, sendSchedule } from './send-schedule';

export interface ScheduleSweepReport {
  sent: number;
  failed: number;
}

export interface ScheduleSweepOptions {
  /** Due schedules read per round. */
  batchSize?: number;
  /** Schedules sent at once, each in its own transaction (the pool has room: default 20). */
  parallel?: number;
  logger?: Pick<Logger, 'warn'>;
}

type DueKey = { companyId: number; id: number };

/**
 * Sends every schedule due at `now`, of every company, oldest first, until none is left. Each is
 * claimed and sent in its own tenant transaction (send-schedule.ts), so several sweeps (processes)
 * share the work without sending anything twice, and one failure costs only its own schedule,
 * which becomes ERRO with the error code as its reason. Work due while no process ran is found
 * here as soon as one runs again.
 */
export async function sendDueSchedules(
  deps: ScheduleSenderDeps,
  now: Date,
  options: ScheduleSweepOptions = {},
): Promise<ScheduleSweepReport> {
  const report: ScheduleSweepReport = { sent: 0, failed: 0 };
  const batchSize = options.batchSize ?? 500;
  for (;;) {
    const due = await deps.db.system.transaction(async (tx) => {
      const result = await tx.execute(sql`
        SELECT id, company_id AS "companyId" FROM schedules
        WHERE status = 'PENDENTE' AND send_at <= ${now.toISOString()}::timestamptz
        ORDER BY send_at, id LIMIT ${batchSize}`);
      return result.rows as DueKey[];
    });
    const before = report.sent + report.failed;
    await inLanes(due, options.parallel ?? 4, (key) => sendOne(deps, key, now, report, options.logger));
    // Everything left is held by another sweep (or the batch was the last): stop rather than spin.
    if (due.length < batchSize || report.sent + report.failed === before) return report;
  }
}

async function sendOne(
  deps: ScheduleSenderDeps,
  key: DueKey,
  now: Date,
  report: ScheduleSweepReport,
  logger: ScheduleSweepOptions['logger'],
) {
  const { companyId } = key;
  try {
    const done = await deps.db.tenant(companyId).transaction(async (tx) => {
      const sent = await sendSchedule(deps, tx, key, now);
      if (!sent) return null;
      const schedule = await findSchedule(tx, companyId, sent.scheduleId);
      const next = sent.nextId === null ? null : await findSchedule(tx, companyId, sent.nextId);
      return { sent, schedule, next };
    });
    if (!done) return;
    report.sent++;
    publishSent(deps, companyId, done.sent);
    if (done.schedule) deps.events.publish({ type: 'schedule.updated', companyId, schedule: recordOf(done.schedule) });
    if (done.next) deps.events.publish({ type: 'schedule.created', companyId, schedule: recordOf(done.next) });
  } catch (error) {
    const reason = error instanceof AppError && isErrorCode(error.code) ? error.code : 'ERR_INTERNAL';
    if (reason === 'ERR_INTERNAL') logger?.warn({ err: error, scheduleId: key.id }, 'schedule send failed');
    const failed = await deps.db.tenant(companyId).transaction(async (tx) => {
      if (!(await markScheduleFailed(tx, key, reason))) return null;
      return findSchedule(tx, companyId, key.id);
    });
    if (!failed) return;
    report.failed++;
    deps.events.publish({ type: 'schedule.updated', companyId, schedule: recordOf(failed) });
  }
}

/** The ticket's events as the inbound path sends them, then the message's (outbound afterCommit). */
function publishSent(deps: ScheduleSenderDeps, companyId: number, sent: SentSchedule) {
  const { ticketId } = sent;
  if (sent.ticketCreated) deps.events.publish({ type: 'ticket.created', companyId, ticketId });
  sent.afterCommit();
  if (!sent.ticketCreated && sent.ticketBefore)
    deps.events.publish({ type: 'ticket.updated', companyId, ticketId, before: sent.ticketBefore });
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
