import { z } from 'zod';
import { booleanQuery, idListQuery, ticketStatuses } from './tickets';
import { userProfiles } from './users';

/**
 * The dashboard's calls (spec 1 §7 Dashboard): counters and attendant rows (GET /dashboard), the
 * tickets per attendant and per day charts, and the real-time panel's list (GET /dashboard/moments).
 * Every counter is defined in docs/metrics.md.
 */

/** The longest period one dashboard request may cover, in days. */
export const dashboardMaxDays = 366;
/** Spec 1 §9: the real-time panel reads tickets updated in the last 30 days. */
export const dashboardMomentsWindowDays = 30;
/** Spec 1 §9: the page refreshes this long after a live ticket change, not on every event. */
export const dashboardReloadDelayMs = 1000;
/** Spec 1 §9: the NPS scale, and where promoters and detractors begin and end on it. */
export const npsScale = { min: 0, max: 10, promoterFrom: 9, detractorUpTo: 6 } as const;

/** A day of the company's calendar; years before 1970 hold no data and year 0 is no date to PostgreSQL. */
export const insightDay = z.iso.date().refine((day) => day >= '1970-01-01', 'Expected a day from 1970 on');
const calendarDay = insightDay;
const dayMs = 86_400_000;

/** A period that starts after it ends, or spans more than {@link dashboardMaxDays} days, is refused. */
const periodFits = (from?: string, to?: string) =>
  !from || !to || (from <= to && (Date.parse(to) - Date.parse(from)) / dayMs < dashboardMaxDays);
const periodMessage = `Expected a period of 1 to ${dashboardMaxDays} days`;

/**
 * GET /dashboard: the last `days` days up to today, or date_from to date_to (days of the company's
 * calendar, both included). `days` wins when both are given; nothing given is the last 30 days.
 */
export const dashboardQuery = z
  .object({
    days: z.coerce.number().int().min(1).max(dashboardMaxDays).optional(),
    date_from: calendarDay.optional(),
    date_to: calendarDay.optional(),
  })
  .refine((q) => periodFits(q.date_from, q.date_to), { path: ['date_to'], message: periodMessage });
export type DashboardQuery = z.output<typeof dashboardQuery>;

/** Spec 1 §3 Dashboard counters; times in minutes (two decimals), percentages 0 to 100 (two decimals). */
export const dashboardCounters = z.object({
  supportHappening: z.number(),
  supportPending: z.number(),
  supportFinished: z.number(),
  supportGroups: z.number(),
  leads: z.number(),
  avgSupportTime: z.number(),
  avgWaitTime: z.number(),
  activeTickets: z.number(),
  passiveTickets: z.number(),
  npsScore: z.number().int(),
  npsPromotersPerc: z.number(),
  npsDetractorsPerc: z.number(),
  npsPassivePerc: z.number(),
  tickets: z.number(),
  waitRating: z.number(),
  withoutRating: z.number(),
  withRating: z.number(),
  percRating: z.number(),
});
export type DashboardCounters = z.infer<typeof dashboardCounters>;

/** Spec 1 §3 Attendant row: rating is the mean rate on the NPS scale (two decimals), 0 when unrated. */
export const dashboardAttendant = z.object({
  userId: z.number(),
  name: z.string(),
  rating: z.number(),
  countRating: z.number(),
  tickets: z.number(),
  avgWaitTime: z.number(),
  avgSupportTime: z.number(),
  online: z.boolean(),
});
export type DashboardAttendant = z.infer<typeof dashboardAttendant>;

export const dashboardAnswer = z.object({
  /** The period the counters cover, as days of the company's calendar. */
  dateFrom: z.string(),
  dateTo: z.string(),
  counters: dashboardCounters,
  attendants: z.array(dashboardAttendant),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

/**
 * GET /dashboard/ticketsUsers and /dashboard/ticketsDay: initialDate to finalDate on the company's
 * calendar (default today). The spec's client also sends companyId: the company is the caller's.
 */
export const dashboardChartQuery = z
  .object({
    initialDate: calendarDay.optional(),
    finalDate: calendarDay.optional(),
    companyId: z.string().max(20).optional(),
  })
  .refine((q) => periodFits(q.initialDate, q.finalDate), { path: ['finalDate'], message: periodMessage });
export type DashboardChartQuery = z.output<typeof dashboardChartQuery>;

/** Attendances per attendant ('nome', 'quantidade'), most first; unassigned ones are left out. */
export const ticketsUsersAnswer = z.object({
  data: z.array(z.object({ userId: z.number(), nome: z.string(), quantidade: z.number() })),
  count: z.number(),
});
export type TicketsUsersAnswer = z.infer<typeof ticketsUsersAnswer>;

/** Attendances per hour ('horario', 00 to 23) of a single day, else per day ('data', YYYY-MM-DD). */
export const ticketsDayAnswer = z.object({
  data: z.array(z.object({ horario: z.string().optional(), data: z.string().optional(), total: z.number() })),
  count: z.number(),
});
export type TicketsDayAnswer = z.infer<typeof ticketsDayAnswer>;

/** The statuses the real-time panel shows: tickets in progress and waiting. */
export const momentsStatuses = [
  'open',
  'pending',
  'group',
] as const satisfies readonly (typeof ticketStatuses)[number][];

/**
 * GET /dashboard/moments: tickets updated in the last {@link dashboardMomentsWindowDays} days
 * (dateStart and dateEnd narrow that window, never widen it), optionally one status, queues or user.
 * showAll needs the admin role; everyone else sees the tickets of their own queues.
 */
export const dashboardMomentsQuery = z.object({
  status: z.enum(momentsStatuses).optional(),
  showAll: booleanQuery.default(false),
  queueIds: idListQuery.optional(),
  dateStart: calendarDay.optional(),
  dateEnd: calendarDay.optional(),
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type DashboardMomentsQuery = z.output<typeof dashboardMomentsQuery>;

/** Spec 2 §2 Attendance panel row. */
export const momentTicketAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  status: z.enum(ticketStatuses),
  lastMessage: z.string(),
  unreadMessages: z.number(),
  updatedAt: z.string(),
  isGroup: z.boolean(),
  contact: z.object({ id: z.number(), name: z.string(), urlPicture: z.string().nullable() }),
  whatsapp: z.object({ id: z.number(), name: z.string() }),
  queue: z.object({ id: z.number(), name: z.string(), color: z.string() }).nullable(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type MomentTicketAnswer = z.infer<typeof momentTicketAnswer>;

/** At most this many tickets per answer, newest update first. */
export const dashboardMomentsLimit = 1000;
export const dashboardMomentsAnswer = z.array(momentTicketAnswer);

/**
 * GET /usersMoments (spec 2 §7, shape not shown there): the real-time panel's attendants, every user
 * of the company by name, with their presence, so that an attendant without tickets still has a column.
 */
export const momentUserAnswer = z.object({
  id: z.number(),
  name: z.string(),
  profile: z.enum(userProfiles),
  /** `/public/...` URL or null. */
  profileImage: z.string().nullable(),
  online: z.boolean(),
});
export type MomentUserAnswer = z.infer<typeof momentUserAnswer>;
export const usersMomentsAnswer = z.array(momentUserAnswer);

/**
 * `company-{id}-user` { action: 'presence' }: a user of the company came online (their first socket)
 * or went offline (their last socket closed). Sent to the sockets in the panel's room, which a
 * socket enters with `joinMoments` when its user may open the panel.
 */
export const userPresenceEventPayload = z.object({
  action: z.literal('presence'),
  userId: z.number(),
  online: z.boolean(),
});
export type UserPresenceEventPayload = z.infer<typeof userPresenceEventPayload>;
