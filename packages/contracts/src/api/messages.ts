import { z } from 'zod';
import type { TicketAnswer } from './tickets';
import { ticketQueueAnswer } from './tickets';

/**
 * The message as the conversation sees it (spec 1 §3 Message), in GET /messages/{ticketUuid} and in
 * `company-{id}-appMessage` events. Request schemas of the messages API live beside it.
 */

/** Spec 1 §3 media types, plus 'conversation' for plain text and the spec's interactive kinds. */
export const messageMediaTypes = [
  'conversation',
  'extendedTextMessage',
  'image',
  'audio',
  'video',
  'application',
  'document',
  'sticker',
  'call_log',
  'locationMessage',
  'contactMessage',
  'pollCreationMessageV3',
  'eventMessage',
  'listMessage',
  'buttonsMessage',
  'viewOnceMessage',
  'interactiveMessage',
  'adMetaPreview',
  'reactionMessage',
] as const;
export type MessageMediaType = (typeof messageMediaTypes)[number];

/** Spec 1 §3: 0 clock, 1 sent, 2 delivered, 3 or 4 read (played for audio), 5 done. */
export const messageAcks = { pending: 0, sent: 1, delivered: 2, read: 3, played: 4, done: 5 } as const;

/** Spec 1 §4: edits are offered for own messages within 15 minutes. */
export const messageEditWindowMs = 900_000;

export const quotedMessageAnswer = z.object({
  id: z.number(),
  fromMe: z.boolean(),
  mediaType: z.string(),
  mediaUrl: z.string().nullable(),
  body: z.string(),
  isDeleted: z.boolean(),
  contact: z.object({ id: z.number(), name: z.string() }).nullable(),
});

export const messageAnswer = z.object({
  id: z.number(),
  ticketId: z.number(),
  body: z.string(),
  fromMe: z.boolean(),
  mediaType: z.string(),
  /** Absolute path under /public, or null. */
  mediaUrl: z.string().nullable(),
  /** Spec 1 §3 dataJson: JSON text (lists, buttons, events, polls, reactions…). */
  dataJson: z.string().nullable(),
  ack: z.number(),
  read: z.boolean(),
  isDeleted: z.boolean(),
  isEdited: z.boolean(),
  isForwarded: z.boolean(),
  isPrivate: z.boolean(),
  quotedMsg: quotedMessageAnswer.nullable(),
  contactId: z.number().nullable(),
  contact: z.object({ id: z.number(), name: z.string(), urlPicture: z.string().nullable() }).nullable(),
  /** The attendant who sent it (own-message rules for edit and delete). */
  userId: z.number().nullable(),
  queueId: z.number().nullable(),
  /** Why the send failed (the message stays with ack 0), or null. */
  sendError: z.string().nullable(),
  ticket: z.object({
    id: z.number(),
    uuid: z.string(),
    queueId: z.number().nullable(),
    queue: ticketQueueAnswer.nullable(),
    whatsappId: z.number(),
    userId: z.number().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageAnswer = z.infer<typeof messageAnswer>;

/** `company-{id}-appMessage` payloads. */
export type AppMessageEventPayload =
  | { action: 'create'; message: MessageAnswer; ticket: TicketAnswer }
  | { action: 'update'; message: MessageAnswer }
  | { action: 'delete'; messageId: number; ticketId: number };
