import {
  reportAnswer,
  reportExportColumns,
  reportExportFileName,
  reportFilters,
  reportQuery,
} from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth/require-permission';
import { sendStreamedWorkbook, writeStreamedSheet, xlsxContentType } from '../../platform/http/streamed-workbook';
import { insightCallerOf } from '../dashboard/dashboard.routes';
import { InsightAnswerCache } from '../dashboard/insight-answer-cache';
import type { ReportsDeps } from './reports.deps';
import { exportReport } from './use-cases/export-report';
import { listReport } from './use-cases/list-report';

/**
 * /api/ticketreport (spec 2 §7 Report): the reports page's ticket table and its Excel export, for
 * the management group (admins, users with showDashboard or allowRealTime), each in their queues.
 */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsDeps> = async (app, deps) => {
  const tags = ['reports'];
  const reportsView = requirePermission('reports:view');
  const pages = new InsightAnswerCache(deps.db.changes);

  app.get(
    '/reports',
    { preHandler: reportsView, schema: { tags, querystring: reportQuery, response: { 200: reportAnswer } } },
    async (request, reply) =>
      pages.send(request, reply, () => listReport(deps, insightCallerOf(request), request.query)),
  );

  app.get(
    '/reports/export',
    { preHandler: reportsView, schema: { tags, querystring: reportFilters, produces: [xlsxContentType] } },
    async (request, reply) => {
      const rows = exportReport(deps, insightCallerOf(request), request.query);
      return sendStreamedWorkbook(request, reply, reportExportFileName, (out) =>
        writeStreamedSheet(out, { name: 'Relatório', header: reportExportColumns }, rows),
      );
    },
  );
};
