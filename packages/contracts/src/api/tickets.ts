import { z } from 'zod';
import { contactChannels } from './contact-number';
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

/** `company-{id}-ticket` payloads (spec 1 §7, §4 "Live list updates"). */
export type TicketEventPayload =
  | { action: 'create' | 'update'; ticket: TicketAnswer }
  | { action: 'updateUnread'; ticketId: number }
  | { action: 'delete'; ticketId: number };
