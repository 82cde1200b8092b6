import { z } from 'zod';
import { contactChannels } from './contact-number';
import { recordId } from './record-id';
import { tagAnswer } from './tags';

/**
 * The ticket as the workspace sees it (spec 1 §3 Ticket), in lists, in GET /tickets/u/{uuid} and in
 * `company-{id}-ticket` events. Request schemas of the tickets API live beside it.
 */
export const ticketStatuses = ['pending', 'open', 'closed', 'group', 'lgpd', 'nps'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const ticketChannels = contactChannels;

export const ticketQueueAnswer = z.object({ id: z.number(), name: z.string(), color: z.string() });
export const ticketUserAnswer = z.object({ id: z.number(), name: z.string(), profileImage: z.string().nullable() });
export const ticketContactAnswer = z.object({
  id: z.number(),
  name: z.string(),
  /** Masked (spec 2 §6) for profile user when the company hides numbers. */
  number: z.string(),
  email: z.string(),
  urlPicture: z.string().nullable(),
  channel: z.enum(contactChannels),
  isGroup: z.boolean(),
  disableBot: z.boolean(),
  active: z.boolean(),
  acceptAudioMessage: z.boolean(),
  tags: z.array(tagAnswer),
});
export const ticketConnectionAnswer = z.object({
  id: z.number(),
  name: z.string(),
  channel: z.enum(ticketChannels),
  groupAsTicket: z.enum(['enabled', 'disabled']),
});

export const ticketAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  status: z.enum(ticketStatuses),
  queueId: z.number().nullable(),
  queue: ticketQueueAnswer.nullable(),
  userId: z.number().nullable(),
  user: ticketUserAnswer.nullable(),
  contactId: z.number(),
  contact: ticketContactAnswer,
  whatsappId: z.number(),
  whatsapp: ticketConnectionAnswer,
  channel: z.enum(ticketChannels),
  isGroup: z.boolean(),
  isBot: z.boolean(),
  useIntegration: z.boolean(),
  /** The queue integration or prompt answering the ticket while useIntegration is on (docs/integrations.md). */
  integrationId: z.number().nullable(),
  promptId: z.number().nullable(),
  lastMessage: z.string(),
  unreadMessages: z.number(),
  /** ISO time of the contact's last message: Facebook and Instagram allow replies for 24 hours after it. */
  lastInboundAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  tags: z.array(tagAnswer),
  /** The latest attendance's rating, 1 to 5. */
  userRating: z.object({ rate: z.number() }).nullable(),
});
export type TicketAnswer = z.infer<typeof ticketAnswer>;

/**
 * `company-{id}-ticket` payloads (spec 1 §7, §4 "Live list updates"). `new-message`: the ticket as
 * a message (inbound or outbound) left it (preview, unread, order): an update that moves it to the
 * top. Its `company-{id}-appMessage` create follows it.
 */
export type TicketEventPayload =
  | { action: 'create' | 'update' | 'new-message'; ticket: TicketAnswer }
  | { action: 'updateUnread'; ticketId: number }
  | { action: 'delete'; ticketId: number };

// ---------------------------------------------------------------------------------------------
// Requests of the tickets API (spec 1 §7 "Tickets and messages")

const idField = recordId;

export const ticketIdParams = z.object({ id: idField });
export const ticketUuidParams = z.object({ uuid: z.uuid() });
export const ticketTagParams = z.object({ ticketId: idField, tagId: idField });
export const ticketTagsParams = z.object({ ticketId: idField });

/** Tickets per page of GET /tickets (the spec leaves the value open; the predecessors used 40). */
export const ticketsPageSize = 40;
/**
 * GET /tickets `count` is the tab badge: counted exactly up to this cap and answered as the cap
 * above it, so a tab of 200,000 tickets costs a bounded index walk instead of a COUNT(*).
 */
export const ticketsCountCap = 1000;

/**
 * A list in a query string: JSON (`queueIds=[1,2]`, as the ticket list sends it) or split from
 * plain text (`1,2`), its items checked by `items` (built once here: a zod schema costs far more
 * to build than to run), repeats dropped.
 */
function listQuery<Item extends z.ZodType>(
  maxLength: number,
  items: z.ZodArray<Item>,
  split: (text: string) => unknown[],
  message: string,
) {
  return z
    .string()
    .max(maxLength)
    .transform((text, context) => {
      const trimmed = text.trim();
      let parsed: unknown;
      try {
        parsed = trimmed.startsWith('[') ? JSON.parse(trimmed) : split(trimmed);
      } catch {
        parsed = null;
      }
      const list = items.safeParse(parsed);
      if (list.success) return [...new Set(list.data)];
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

/** A list of ids (`queueIds=[1,2]`; `1,2` also works). */
export const idListQuery = listQuery(
  2000,
  z.array(recordId).max(200),
  (text) => (text === '' ? [] : text.split(',').map(Number)),
  'Expected a JSON list of ids',
);

/** A list of statuses (`statusFilter=["open","closed"]`). */
export const statusListQuery = listQuery(
  200,
  z.array(z.enum(ticketStatuses)).max(6),
  (text) => text.split(',').filter(Boolean),
  'Expected a JSON list of ticket statuses',
);

export const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');
const dayQuery = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD');

/** GET /tickets: one tab (status), the search view (searchParam) or the filters of the ticket list. */
export const ticketsListQuery = z.object({
  /** Contact name (accent/case-insensitive), number, ticket id; with searchOnMessages also message texts. */
  searchParam: z.string().trim().toLowerCase().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Tickets carrying every one of these ticket tags. */
  tags: idListQuery.optional(),
  /** Assigned to one of these users. */
  users: idListQuery.optional(),
  status: z.enum(ticketStatuses).optional(),
  /** Created on this day of the company's calendar. */
  date: dayQuery.optional(),
  /** Last updated on this day of the company's calendar. */
  updatedAt: dayQuery.optional(),
  /** Every ticket of the company, not just the caller's own scope: needs tickets-manager:showall. */
  showAll: booleanQuery.default(false),
  /** The queue selector: tickets of other queues go (an empty or absent list: every queue). */
  queueIds: idListQuery.optional(),
  /** The selector's 'SEM FILA' choice: tickets without a queue stay (the default) or go. */
  withoutQueue: booleanQuery.default(true),
  withUnreadMessages: booleanQuery.default(false),
  whatsapps: idListQuery.optional(),
  statusFilter: statusListQuery.optional(),
  sortTickets: z.enum(['ASC', 'DESC']).default('DESC'),
  searchOnMessages: booleanQuery.default(false),
});
export type TicketsListQuery = z.output<typeof ticketsListQuery>;

export const ticketsListAnswer = z.object({
  tickets: z.array(ticketAnswer),
  hasMore: z.boolean(),
  /** Exact up to {@link ticketsCountCap}, the cap above it. */
  count: z.number(),
  /** A search on message contents: each listed ticket's newest matching message, cut around the match. */
  snippets: z.array(z.object({ ticketId: z.number(), text: z.string() })).optional(),
});
export type TicketsListAnswer = z.infer<typeof ticketsListAnswer>;

/**
 * PUT /tickets/{id}: the client sends the fields of the action it performs; the server picks the
 * transition from them and the ticket's current status (accept, return, close, ignore, reopen,
 * transfer, integration toggle), see modules/tickets/use-cases/update-ticket.ts.
 */
export const ticketUpdateBody = z.object({
  status: z.enum(ticketStatuses).optional(),
  userId: idField.nullable().optional(),
  queueId: idField.nullable().optional(),
  msgTransfer: z.string().max(4000).nullable().optional(),
  isTransfered: z.boolean().optional(),
  sendFarewellMessage: z.boolean().optional(),
  amountUsedBotQueues: z.number().int().min(0).max(1000).optional(),
  useIntegration: z.boolean().optional(),
});
export type TicketUpdate = z.output<typeof ticketUpdateBody>;

/** POST /tickets: `companyId` may be sent by older clients and is ignored. */
export const ticketCreateBody = z.object({
  contactId: idField,
  queueId: idField.nullable().optional(),
  whatsappId: idField.nullable().optional(),
  userId: idField.nullable().optional(),
  status: z.literal('open').default('open'),
  companyId: z.unknown().optional(),
});
export type TicketCreate = z.output<typeof ticketCreateBody>;

/** The `details` of ERR_OTHER_OPEN_TICKET: the contact's active ticket (spec 1 §7 POST /tickets). */
export const otherOpenTicketDetails = z.object({
  id: z.number(),
  uuid: z.string(),
  status: z.enum(ticketStatuses),
  userId: z.number().nullable(),
  user: z.object({ name: z.string() }).nullable(),
  queue: z.object({ name: z.string() }).nullable(),
});
export type OtherOpenTicketDetails = z.infer<typeof otherOpenTicketDetails>;

/**
 * POST /tickets/closeAll: every ticket of `status` the caller's list shows with the same choices
 * (GET /tickets' scope rule): the chosen queues (every queue when empty), the 'SEM FILA' choice and
 * show-all (for those allowed).
 */
export const ticketsCloseAllBody = z.object({
  status: z.enum(ticketStatuses),
  selectedQueueIds: z.array(idField).max(200).default([]),
  withoutQueue: z.boolean().default(true),
  showAll: z.boolean().default(false),
});
export const ticketsCloseAllAnswer = z.object({ closed: z.number() });

export const ticketLogTypes = [
  'create',
  'chatBot',
  'queue',
  'open',
  'access',
  'transfered',
  'receivedTransfer',
  'pending',
  'closed',
  'reopen',
  'redirect',
  // A kanban lane timer or the customer's answer moved the ticket to another lane.
  'lane',
  // The ticket's integration or prompt (docs/integrations.md): it started answering, an attendant turned it
  // off, and why it handed the ticket to the humans when its call failed.
  'integration',
  'integrationOff',
  'integrationTimeout',
  'integrationError',
  'integrationInvalid',
  'integrationBlocked',
] as const;
export type TicketLogType = (typeof ticketLogTypes)[number];

/** GET /tickets-log/{id}: spec 1 §3 "Ticket log entry", oldest first. */
export const ticketLogEntryAnswer = z.object({
  id: z.number(),
  type: z.enum(ticketLogTypes),
  createdAt: z.string(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  queue: z.object({ id: z.number(), name: z.string(), color: z.string() }).nullable(),
});
export const ticketLogsAnswer = z.array(ticketLogEntryAnswer);
export type TicketLogEntryAnswer = z.infer<typeof ticketLogEntryAnswer>;
