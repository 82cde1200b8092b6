import { z } from 'zod';

/**
 * Socket.IO names, built in one place so server and client cannot drift
 * (the predecessors had both `company-1-schedule` and `company1-schedule`).
 * Every company has its own namespace `/{companyId}`; rooms live inside it.
 */
export const companyNamespace = (companyId: number) => `/${companyId}`;
export const companyNamespacePattern = /^\/\d+$/;

export function companyIdOfNamespace(name: string): number | null {
  if (!companyNamespacePattern.test(name)) return null;
  const id = Number(name.slice(1));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
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
  'settings',
] as const;
export type CompanyTopic = (typeof companyTopics)[number];

/** `company-{id}-{topic}`, the server-to-client event names of spec 1 §7. */
export const companyEvent = (companyId: number, topic: CompanyTopic) => `company-${companyId}-${topic}`;
export const importMessagesEvent = (companyId: number) => `importMessages-${companyId}`;
export const announcementEvent = 'company-announcement';

/** Rooms inside a company namespace. Joins are checked by the server before a socket enters one. */
export const rooms = {
  notification: () => 'notification',
  ticketStatus: (status: TicketRoomStatus) => `status:${status}`,
  ticket: (ticketId: number) => `ticket:${ticketId}`,
  user: (userId: number) => `user:${userId}`,
} as const;

export const ticketRoomStatuses = ['open', 'pending', 'closed', 'group', 'lgpd', 'nps'] as const;
export type TicketRoomStatus = (typeof ticketRoomStatuses)[number];

/** Client-to-server events with their payload schemas. */
export const clientEvents = {
  joinNotification: z.undefined().or(z.null()).or(z.object({}).strict()),
  leaveNotification: z.undefined().or(z.null()).or(z.object({}).strict()),
  joinTickets: z.union([z.enum(ticketRoomStatuses), z.object({ status: z.enum(ticketRoomStatuses) })]),
  leaveTickets: z.union([z.enum(ticketRoomStatuses), z.object({ status: z.enum(ticketRoomStatuses) })]),
  joinChatBox: z.coerce.number().int().positive(),
  joinChatBoxLeave: z.coerce.number().int().positive(),
  userStatus: z.undefined().or(z.null()).or(z.object({}).passthrough()),
} as const;
export type ClientEventName = keyof typeof clientEvents;

export const socketReconnectDelayMs = 1000;
export const userStatusPingMs = 300_000;
