import { z } from 'zod';
import type { ErrorCode } from './errors';

/**
 * Socket.IO names, built in one place so server and client cannot drift
 * (the predecessors had both `company-1-schedule` and `company1-schedule`).
 * Every company has its own namespace `/{companyId}`; rooms live inside it.
 */
export const companyNamespace = (companyId: number) => `/${companyId}`;
export const companyNamespacePattern = /^\/\d+$/;

/** The company of a namespace, or null. Only the canonical form counts: `/05` is not company 5's `/5`. */
export function companyIdOfNamespace(name: string): number | null {
  if (!companyNamespacePattern.test(name)) return null;
  const id = Number(name.slice(1));
  return Number.isSafeInteger(id) && id > 0 && companyNamespace(id) === name ? id : null;
}

const companyTopics = [
  'ticket',
  'appMessage',
  'contact',
  'auth',
  'chat',
  'user',
  'whatsapp',
  'whatsappSession',
  'payment',
  'queue',
  'tag',
  'schedule',
  'quickmessage',
  // Spec 3 §7 spells the quick replies' channel this way: `company-{id}-quickemessage`.
  'quickemessage',
  'settings',
  'typing',
  // Spec 3 §7 real-time channels of the outbound area, spelled as the spec writes them.
  'campaign',
  'ContactList',
  'ContactListItem',
  // Spec 3 §7: live lists of queue integrations and AI prompts (never a secret in them).
  'queueIntegration',
  'prompt',
] as const;
export type CompanyTopic = (typeof companyTopics)[number];

export type CompanyEventName = `company-${number}-${CompanyTopic}`;
export type ImportMessagesEventName = `importMessages-${number}`;

/** `company-{id}-{topic}`, the server-to-client event names of spec 1 §7. */
export const companyEvent = (companyId: number, topic: CompanyTopic): CompanyEventName =>
  `company-${companyId}-${topic}`;
export const importMessagesEvent = (companyId: number): ImportMessagesEventName => `importMessages-${companyId}`;
export const announcementEvent = 'company-announcement';

/** `company-{id}-typing`: the contact of a ticket started or stopped typing (web chat visitors). */
export interface TicketTypingEventPayload {
  ticketId: number;
  typing: boolean;
}

/** Every server-to-client event name. Built by the helpers above, never typed by hand. */
export type ServerEventName = CompanyEventName | ImportMessagesEventName | typeof announcementEvent;

/** The company a company-scoped event name belongs to (null for cross-company names). */
export function companyIdOfEvent(event: ServerEventName): number | null {
  const match = /^(?:company-|importMessages-)(\d+)/.exec(event);
  return match ? Number(match[1]) : null;
}

/** Rooms inside a company namespace. Joins are checked by the server before a socket enters one. */
export const rooms = {
  notification: () => 'notification' as const,
  ticketStatus: (status: TicketRoomStatus) => `status:${status}` as const,
  ticket: (ticketId: number) => `ticket:${ticketId}` as const,
  user: (userId: number) => `user:${userId}` as const,
  /** Server-only: the sockets of one login session, so a replaced session can be disconnected. */
  session: (sessionId: string) => `session:${sessionId}` as const,
  /** The real-time panel's viewers: told when a user of the company comes online or goes offline. */
  moments: () => 'moments' as const,
} as const;
export type RoomName = ReturnType<(typeof rooms)[keyof typeof rooms]>;

export const ticketRoomStatuses = ['open', 'pending', 'closed', 'group', 'lgpd', 'nps'] as const;
export type TicketRoomStatus = (typeof ticketRoomStatuses)[number];

const ticketIdPayload = z.union([
  z.number().int().positive().max(2_147_483_647),
  // Older clients send the id as a string (`${ticket.id}`).
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
]);

/** Client-to-server events with their payload schemas. A trailing acknowledgement callback is optional. */
export const clientEvents = {
  joinNotification: z.undefined().or(z.null()).or(z.object({}).strict()),
  leaveNotification: z.undefined().or(z.null()).or(z.object({}).strict()),
  joinTickets: z.union([z.enum(ticketRoomStatuses), z.object({ status: z.enum(ticketRoomStatuses) })]),
  leaveTickets: z.union([z.enum(ticketRoomStatuses), z.object({ status: z.enum(ticketRoomStatuses) })]),
  joinChatBox: ticketIdPayload,
  joinChatBoxLeave: ticketIdPayload,
  userStatus: z.undefined().or(z.null()).or(z.object({}).passthrough()),
  /** Our own (the spec has none for it): the real-time panel asks for the users' presence changes. */
  joinMoments: z.undefined().or(z.null()).or(z.object({}).strict()),
  leaveMoments: z.undefined().or(z.null()).or(z.object({}).strict()),
} as const;
export type ClientEventName = keyof typeof clientEvents;

/** What the server acknowledges a client event with, when the client passed a callback. */
export type ClientEventAck = { ok: true } | { ok: false; error: ErrorCode };

export const socketReconnectDelayMs = 1000;
export const userStatusPingMs = 300_000;
