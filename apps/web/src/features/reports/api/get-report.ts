import { reportAnswer } from '@chatdesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { type ReportFilterValues, type ReportPaging, reportApiQuery } from '../lib/report-search';

/** GET /ticketreport/reports: one page of the report's tickets and how many match (spec 2 §7). */
export const reportQueryOptions = (filters: ReportFilterValues, paging: ReportPaging) =>
  queryOptions({
    queryKey: ['reports', 'page', filters, paging] as const,
    queryFn: async ({ signal }) =>
      parseAnswer(
        reportAnswer,
        await api.get<unknown>('/ticketreport/reports', { ...reportApiQuery(filters), ...paging }, { signal }),
      ),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useReport = (filters: ReportFilterValues, paging: ReportPaging) =>
  useQuery(reportQueryOptions(filters, paging));
