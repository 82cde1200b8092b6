import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { tagAnswer } from './tags';
import { idListQuery, ticketChannels } from './tickets';

/**
 * The kanban board (spec 3 §2 "Tags and kanban", §7 GET /ticket/kanban). Every lane is a tag with
 * kanban 1; the default lane ('Em aberto') holds the tickets without one and is addressed as lane 0.
 */
export const defaultKanbanLaneId = 0;

/** Cards a lane answers per page: the board virtualizes its columns and loads the rest on scroll. */
export const kanbanPageSize = 25;

const calendarDay = z.string().max(10).refine(isCalendarDate, 'Expected a date YYYY-MM-DD');

/** A page's cursor: the sort instant and ticket id of the last card, as the server gave it. */
const kanbanCursor = z
  .string()
  .max(60)
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_\d+$/);

/**
 * GET /ticket/kanban: `queueIds` narrows to those queues (a non-admin never sees beyond theirs),
 * `startDate`/`endDate` bound the ticket's last activity, days of the company's calendar. Without
 * `laneId` the first page of every lane; with it (0: the default lane) the page after `cursor`.
 */
export const kanbanBoardQuery = z.object({
  queueIds: idListQuery.optional(),
  startDate: calendarDay.optional(),
  endDate: calendarDay.optional(),
  laneId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  cursor: kanbanCursor.optional(),
});
export type KanbanBoardQuery = z.output<typeof kanbanBoardQuery>;

/** Spec 3 §3 "Kanban ticket": what a card shows, with the lane it sits in (null: the default lane). */
export const kanbanTicketAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  laneId: z.number().nullable(),
  contact: z.object({ name: z.string(), number: z.string() }),
  lastMessage: z.string(),
  unreadMessages: z.number(),
  updatedAt: z.string(),
  channel: z.enum(ticketChannels),
  whatsapp: z.object({ name: z.string() }).nullable(),
  user: z.object({ name: z.string() }).nullable(),
  tags: z.array(tagAnswer),
});
export type KanbanTicketAnswer = z.infer<typeof kanbanTicketAnswer>;

/** Where a lane's list stands: more cards after `cursor` or not. */
export const kanbanLanePage = z.object({ laneId: z.number(), hasMore: z.boolean(), cursor: z.string().nullable() });
export type KanbanLanePage = z.infer<typeof kanbanLanePage>;

export const kanbanBoardAnswer = z.object({ tickets: z.array(kanbanTicketAnswer), lanes: z.array(kanbanLanePage) });
export type KanbanBoardAnswer = z.infer<typeof kanbanBoardAnswer>;

/** GET /tag/kanban: the company's lanes, by name. */
export const kanbanLanesAnswer = z.object({ lista: z.array(tagAnswer) });
export type KanbanLanesAnswer = z.infer<typeof kanbanLanesAnswer>;
