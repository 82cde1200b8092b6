import type { ReportAnswer, ReportQuery } from '@chatdesk/contracts';
import { asInsightReader, type InsightCaller } from '../../dashboard/insight-scope';
import { reportRowOf } from '../report-row';
import type { ReportsDeps } from '../reports.deps';
import { countReportTickets, findReportPage } from '../reports.repository';

/** GET /ticketreport/reports: one page of the filtered tickets, newest first, and how many match. */
export function listReport(deps: ReportsDeps, caller: InsightCaller, query: ReportQuery): Promise<ReportAnswer> {
  const { page, pageSize, ...filters } = query;
  return asInsightReader(deps.db, caller, async (tx, scope) => {
    const records = await findReportPage(tx, scope, filters, { limit: pageSize, offset: (page - 1) * pageSize });
    const total = await countReportTickets(tx, scope, filters);
    return { tickets: records.map(reportRowOf), totalTickets: { total } };
  });
}
