import {
  type DashboardAnswer,
  dashboardAnswer,
  type TicketsDayAnswer,
  type TicketsUsersAnswer,
  ticketsDayAnswer,
  ticketsUsersAnswer,
} from '@chatdesk/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { type DashboardFilter, dashboardQueryOf } from '../lib/dashboard-filter';

/** The days a chart covers: the period the counters' answer covered. */
export interface ChartPeriod {
  from: string;
  to: string;
}

/** Every dashboard query starts with 'dashboard', so a live change refetches them all at once. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  counters: (filter: DashboardFilter) => ['dashboard', 'counters', filter] as const,
  ticketsDay: (period: ChartPeriod) => ['dashboard', 'ticketsDay', period] as const,
  ticketsUsers: (period: ChartPeriod) => ['dashboard', 'ticketsUsers', period] as const,
};

const chartQuery = (period: ChartPeriod) => ({ initialDate: period.from, finalDate: period.to });

/** GET /dashboard: the counters and attendant rows of the filter's period. */
export const dashboardQuery = (filter: DashboardFilter) =>
  queryOptions({
    queryKey: dashboardKeys.counters(filter),
    queryFn: async ({ signal }): Promise<DashboardAnswer> =>
      parseAnswer(dashboardAnswer, await api.get<unknown>('/dashboard', dashboardQueryOf(filter), { signal })),
    placeholderData: keepPreviousData,
  });

/**
 * The charts' calls. Their failures are told with the spec's own toast (spec 1 §8), not the
 * generic one, hence `silent`.
 */
export const ticketsDayQuery = (period: ChartPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.ticketsDay(period),
    queryFn: async ({ signal }): Promise<TicketsDayAnswer> =>
      parseAnswer(ticketsDayAnswer, await api.get<unknown>('/dashboard/ticketsDay', chartQuery(period), { signal })),
    meta: { silent: true },
  });

export const ticketsUsersQuery = (period: ChartPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.ticketsUsers(period),
    queryFn: async ({ signal }): Promise<TicketsUsersAnswer> =>
      parseAnswer(
        ticketsUsersAnswer,
        await api.get<unknown>('/dashboard/ticketsUsers', chartQuery(period), { signal }),
      ),
    meta: { silent: true },
  });
