import {
  type CalendarDate,
  isCalendarDate,
  reportDefaultPageSize,
  reportPageSizes,
  type TicketStatus,
  ticketStatuses,
} from '@chatdesk/contracts';

/** The reports page's filters as the form holds them (spec 2 §7 Report parameters). */
export interface ReportFilterValues {
  /** Contact name or number, or the ticket's id. */
  searchParam: string;
  contactId: number | null;
  /** Connections. */
  whatsappId: number[];
  users: number[];
  queueIds: number[];
  status: TicketStatus[];
  /** 'YYYY-MM-DD' on the company's calendar; '' for no bound. */
  dateFrom: string;
  dateTo: string;
  onlyRated: boolean;
}

export interface ReportPaging {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** Spec 2 §9: from the first of the month to today, on the company's calendar. */
export function defaultReportFilters(today: CalendarDate): ReportFilterValues {
  return {
    searchParam: '',
    contactId: null,
    whatsappId: [],
    users: [],
    queueIds: [],
    status: [],
    dateFrom: `${today.slice(0, 8)}01`,
    dateTo: today,
    onlyRated: false,
  };
}

const idsOf = (text: string | null): number[] => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0),
  ),
];

const statusesOf = (text: string | null): TicketStatus[] => {
  const known = ticketStatuses as readonly string[];
  return [...new Set((text ?? '').split(',').filter((status) => known.includes(status)))] as TicketStatus[];
};

/** A day param: absent keeps the default, present but empty (or unreadable) means no bound. */
const dayOf = (search: URLSearchParams, key: string, fallback: string): string => {
  const value = search.get(key);
  if (value === null) return fallback;
  return isCalendarDate(value) ? value : '';
};

const positiveInt = (text: string | null): number | null => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/**
 * The page's state out of its address, so that a reload or a shared link shows the same report;
 * anything unreadable falls back to the default rather than failing the page.
 */
export function readReportSearch(
  search: URLSearchParams,
  today: CalendarDate,
): { filters: ReportFilterValues; paging: ReportPaging } {
  const defaults = defaultReportFilters(today);
  const size = Number(search.get('pageSize'));
  return {
    filters: {
      searchParam: search.get('searchParam')?.trim() ?? '',
      contactId: positiveInt(search.get('contactId')),
      whatsappId: idsOf(search.get('whatsappId')),
      users: idsOf(search.get('users')),
      queueIds: idsOf(search.get('queueIds')),
      status: statusesOf(search.get('status')),
      dateFrom: dayOf(search, 'dateFrom', defaults.dateFrom),
      dateTo: dayOf(search, 'dateTo', defaults.dateTo),
      onlyRated: search.get('onlyRated') === 'true',
    },
    paging: {
      page: positiveInt(search.get('page')) ?? 1,
      pageSize: (reportPageSizes as readonly number[]).includes(size) ? size : reportDefaultPageSize,
    },
  };
}

/** The address of a report: empty filters left out, the dates always written (an empty one is "no bound"). */
export function writeReportSearch(filters: ReportFilterValues, paging: ReportPaging): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.searchParam.trim()) search.set('searchParam', filters.searchParam.trim());
  if (filters.contactId) search.set('contactId', String(filters.contactId));
  for (const key of ['whatsappId', 'users', 'queueIds', 'status'] as const) {
    if (filters[key].length > 0) search.set(key, filters[key].join(','));
  }
  search.set('dateFrom', filters.dateFrom);
  search.set('dateTo', filters.dateTo);
  if (filters.onlyRated) search.set('onlyRated', 'true');
  if (paging.page > 1) search.set('page', String(paging.page));
  if (paging.pageSize !== reportDefaultPageSize) search.set('pageSize', String(paging.pageSize));
  return search;
}

export type ReportApiQuery = Record<string, string | number | undefined>;

/** The filters as GET /ticketreport/reports reads them: lists as JSON (spec 2 §7), empty ones left out. */
export function reportApiQuery(filters: ReportFilterValues): ReportApiQuery {
  const list = (values: readonly (number | string)[]) => (values.length > 0 ? JSON.stringify(values) : undefined);
  return {
    searchParam: filters.searchParam.trim() || undefined,
    contactId: filters.contactId ?? undefined,
    whatsappId: list(filters.whatsappId),
    users: list(filters.users),
    queueIds: list(filters.queueIds),
    status: list(filters.status),
    dateFrom: filters.dateFrom || undefined,
    dateTo: filters.dateTo || undefined,
    onlyRated: filters.onlyRated ? 'true' : undefined,
  };
}
