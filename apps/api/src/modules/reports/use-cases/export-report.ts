import { type ReportFilters, reportExportColumns } from '@chatdesk/contracts';
import { asInsightReader, type InsightCaller } from '../../dashboard/insight-scope';
import { reportRowOf } from '../report-row';
import type { ReportsDeps } from '../reports.deps';
import { findReportBatch, type ReportCursor, type ReportRecord } from '../reports.repository';

/** Rows read per transaction: big enough to be quick, small enough to hold nothing long. */
export const reportExportBatchSize = 500;

/** A sheet line in the export's column order; times as the company's clock shows them. */
function sheetLine(record: ReportRecord): unknown[] {
  const row = { ...reportRowOf(record), createdAt: record.createdLocal, closedAt: record.closedLocal };
  return reportExportColumns.map((column) => row[column]);
}

/**
 * Every row of the report's filters, newest first, in batches: a keyset walk over
 * (created_at, id), one short transaction per batch, so nothing is held open or in memory for long.
 */
export async function* exportReport(
  deps: ReportsDeps,
  caller: InsightCaller,
  filters: ReportFilters,
): AsyncGenerator<unknown[][]> {
  const scope = await asInsightReader(deps.db, caller, async (_tx, scope) => scope);
  let after: ReportCursor | null = null;
  for (;;) {
    const position = after;
    const batch: ReportRecord[] = await deps.db
      .tenant(caller.companyId)
      .transaction((tx) => findReportBatch(tx, scope, filters, position, reportExportBatchSize));
    if (batch.length > 0) yield batch.map(sheetLine);
    const last = batch.at(-1);
    if (!last || batch.length < reportExportBatchSize) return;
    after = { cursorAt: last.cursorAt, id: last.id };
  }
}
