import { canSeeTicketsWithoutQueue, hasAdminRole } from '@chatdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database';
import { intArray } from '../tickets/ticket-list-query';
import { companyTimeZone } from '../tickets/ticket-references.repository';
import { asViewer } from '../tickets/ticket-viewer';

/**
 * Who reads the dashboard, the panel or the reports, and over what: an admin reads the whole
 * company; anyone else the tickets of their queues (and those without a queue when allTicket is on).
 * Days are read on the company's clock.
 */
export interface InsightScope {
  companyId: number;
  userId: number;
  timeZone: string;
  admin: boolean;
  queueIds: readonly number[];
  withoutQueue: boolean;
  /** Contact numbers are masked for the caller (LGPD), so they are not searchable either. */
  hidesNumbers: boolean;
}

export interface InsightCaller {
  companyId: number;
  userId: number;
}

/** Runs `work` in one transaction of the caller's company with the caller's scope read fresh. */
export function asInsightReader<T>(
  db: Database,
  caller: InsightCaller,
  work: (tx: Tx, scope: InsightScope) => Promise<T>,
): Promise<T> {
  return asViewer(db.tenant(caller.companyId), caller.userId, async (tx, viewer) =>
    work(tx, {
      ...caller,
      timeZone: await companyTimeZone(tx, caller.companyId),
      admin: hasAdminRole(viewer.subject),
      queueIds: viewer.queueIds,
      withoutQueue: canSeeTicketsWithoutQueue(viewer.subject),
      hidesNumbers: viewer.hidesNumbers,
    }),
  );
}

/** The tickets `scope` may count or list, by the ticket's queue column. */
export function inQueueScope(queueColumn: SQL, scope: InsightScope): SQL {
  if (scope.admin) return sql`true`;
  const inQueues = scope.queueIds.length > 0 ? sql`${queueColumn} = any(${intArray(scope.queueIds)})` : sql`false`;
  return scope.withoutQueue ? sql`(${inQueues} or ${queueColumn} is null)` : inQueues;
}

/** The first instant of a company day, and the first instant after it. */
export const dayStart = (day: string, timeZone: string): SQL =>
  sql`((${day}::date)::timestamp at time zone ${timeZone})`;
export const dayEnd = (day: string, timeZone: string): SQL =>
  sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;

/** `column` falls on one of the company days from `from` to `to` (both included). */
export const withinDays = (column: SQL, from: string, to: string, timeZone: string): SQL =>
  sql`${column} >= ${dayStart(from, timeZone)} and ${column} < ${dayEnd(to, timeZone)}`;

/** Seconds to minutes with two decimals; null (nothing measured) is 0. */
export const minutesOf = (seconds: number | string | null): number =>
  seconds === null ? 0 : Math.round((Number(seconds) / 60) * 100) / 100;

/** Two decimals. */
export const twoDecimals = (value: number): number => Math.round(value * 100) / 100;

/** An instant as an ISO 8601 string in UTC, millisecond precision, made by PostgreSQL. */
export const isoTime = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
