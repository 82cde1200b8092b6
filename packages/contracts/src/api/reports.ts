import { z } from 'zod';
import { insightDay } from './dashboard';
import { recordId } from './record-id';
import { booleanQuery, idListQuery, statusListQuery, ticketStatuses } from './tickets';

/**
 * GET /ticketreport/reports (spec 2 §7 Report) and its Excel export
 * GET /ticketreport/reports/export: the same filters, every matching row.
 */

/** Spec 2 §9: the report's page sizes, default 10. */
export const reportPageSizes = [5, 10, 20, 50] as const;
export const reportDefaultPageSize = 10;

const calendarDay = insightDay;

/** The reports page's filters; dateFrom and dateTo are days of the company's calendar (ticket creation). */
export const reportFilters = z
  .object({
    /** Contact name (accent/case-insensitive) or number, or the ticket's id. */
    searchParam: z.string().trim().max(100).optional(),
    contactId: recordId.optional(),
    whatsappId: idListQuery.optional(),
    users: idListQuery.optional(),
    queueIds: idListQuery.optional(),
    status: statusListQuery.optional(),
    dateFrom: calendarDay.optional(),
    dateTo: calendarDay.optional(),
    /** Only tickets with a rating. */
    onlyRated: booleanQuery.default(false),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    path: ['dateTo'],
    message: 'dateTo must not be before dateFrom',
  });
export type ReportFilters = z.output<typeof reportFilters>;

export const reportQuery = z.intersection(
  reportFilters,
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => (reportPageSizes as readonly number[]).includes(size), 'Expected 5, 10, 20 or 50')
      .default(reportDefaultPageSize),
  }),
);
export type ReportQuery = z.output<typeof reportQuery>;

/**
 * Spec 2 §3 Report ticket row. closedAt, supportTime (minutes, two decimals) and NPS (the latest
 * rating, 0 to 10) belong to the ticket's latest attendance; null when it has none.
 */
export const reportTicketRow = z.object({
  id: z.number(),
  uuid: z.string(),
  whatsappName: z.string(),
  contactName: z.string(),
  userName: z.string().nullable(),
  queueName: z.string().nullable(),
  status: z.enum(ticketStatuses),
  lastMessage: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  supportTime: z.number().nullable(),
  NPS: z.number().nullable(),
});
export type ReportTicketRow = z.infer<typeof reportTicketRow>;

export const reportAnswer = z.object({
  tickets: z.array(reportTicketRow),
  totalTickets: z.object({ total: z.number() }),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;

/** The export's column headers (first sheet row), in the row's order. */
export const reportExportColumns = [
  'id',
  'uuid',
  'whatsappName',
  'contactName',
  'userName',
  'queueName',
  'status',
  'lastMessage',
  'createdAt',
  'closedAt',
  'supportTime',
  'NPS',
] as const satisfies readonly (keyof ReportTicketRow)[];

/** The export's file name. */
export const reportExportFileName = 'relatorio_atendimentos.xlsx';
