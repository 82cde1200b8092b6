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
  /** Sent by the automation (bot menus, greetings, NPS, timers), not by an attendant. */
  fromBot: z.boolean(),
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

// ---- Requests of the messages API (spec 1 §7 "Tickets and messages") ----

const positiveId = (message = 'Id inválido') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
/** Browsers' FormData and older clients send flags as 'true'/'false' (or 1/0). */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 1);
/** Message texts: WhatsApp caps a text at 65536 characters. */
export const messageBodyMaxLength = 65_536;

export const messageTicketUuidParams = z.object({ ticketUuid: z.uuid('Ticket inválido') });
/** Interactive routes answer 'Ticket id invalid' (spec 1 §5) for a non-numeric id. */
export const messageTicketIdParams = z.object({ ticketId: positiveId('Ticket id invalid') });
export const messageIdParams = z.object({ id: positiveId() });

export const messagesPageQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  /** The web's queue filter (JSON text of ids); the conversation itself is never filtered by it. */
  selectedQueues: z.string().max(2000).optional(),
  /** Keyset continuation: the id of the oldest message already shown; preferred over pageNumber. */
  before: positiveId().optional(),
});
export const messagesPageSize = 20;

/** The ticket as the conversation header needs it (the full ticket comes from GET /tickets/u/{uuid}). */
export const messagesPageTicket = messageAnswer.shape.ticket.extend({
  status: z.string(),
  contactId: z.number(),
  isGroup: z.boolean(),
  channel: z.string(),
});
export const messagesPageAnswer = z.object({
  /** Oldest first (display order); each page holds the `messagesPageSize` messages before the previous one. */
  messages: z.array(messageAnswer),
  hasMore: z.boolean(),
  /** Messages on this page. */
  count: z.number(),
  ticket: messagesPageTicket,
});
export type MessagesPageAnswer = z.infer<typeof messagesPageAnswer>;

const quotedRef = z.object({ id: positiveId() }).nullable().optional();
/** POST /messages/{ticketId} as JSON. `vCard` names a contact of the company (its id, or an object with it). */
export const messageSendBody = z.object({
  body: z.string().max(messageBodyMaxLength, 'Muito extenso!').default(''),
  quotedMsg: quotedRef,
  isPrivate: flag.optional(),
  vCard: z
    .union([positiveId(), z.object({ id: positiveId() }).transform((contact) => contact.id)])
    .nullable()
    .optional(),
  /** Marks the ticket's inbound messages read and resets its unread count. */
  read: flag.optional(),
  /** Ignored: what the panel sends is always from the attendant. */
  fromMe: flag.optional(),
  /** Ignored: files arrive as multipart `medias`, never as a URL. */
  mediaUrl: z.string().max(1000).optional(),
  /** Prefix '*{userName}:*' when the company's sendSignMessage is enabled. */
  signMessage: flag.optional(),
});
export type MessageSendBody = z.input<typeof messageSendBody>;

/** POST /messages/{ticketId} as multipart: the text fields besides the `medias` files. */
export const messageMediaFields = z.object({
  body: z.array(z.string().max(messageBodyMaxLength, 'Muito extenso!')).default([]),
  isPrivate: flag.optional(),
  signMessage: flag.optional(),
  quotedMsg: positiveId().optional(),
});
/** At most this many files per multipart send. */
export const messageMediaMaxFiles = 10;

export const messageEditBody = z.object({
  body: z.string().trim().min(1, 'Obrigatório').max(messageBodyMaxLength, 'Muito extenso!'),
});

export const messageForwardBody = z.object({
  messageId: positiveId(),
  contactId: positiveId(),
  signMessage: flag.optional(),
});

const shortText = (max: number) => z.string().trim().max(max, 'Muito extenso!');
export const listMessageBody = z.object({
  title: shortText(60).min(1, 'Por favor, selecione um título'),
  text: shortText(1024).min(1, 'Obrigatório'),
  buttonText: shortText(20).min(1, 'Obrigatório'),
  footerText: shortText(60).optional(),
  sections: z
    .array(
      z.object({
        title: shortText(24).default(''),
        rows: z
          .array(
            z.object({
              title: shortText(24).min(1, 'Obrigatório'),
              description: shortText(72).optional(),
              rowId: shortText(200).optional(),
            }),
          )
          .min(1)
          .max(10),
      }),
    )
    .min(1)
    .max(10),
});
export type ListMessageBody = z.input<typeof listMessageBody>;

/** POST /messages/copy|call|URL/{ticketId}: one button; `copyText` is the code, the phone number or the URL. */
export const buttonMessageBody = z.object({
  /** Optional header image, base64 (a data: URL prefix is accepted). */
  image: z.string().max(1_400_000, 'Muito extenso!').optional(),
  title: shortText(1024).min(1, 'Obrigatório'),
  description: shortText(60).default(''),
  buttonText: shortText(20).min(1, 'Obrigatório'),
  copyText: shortText(1000).min(1, 'Obrigatório'),
});
export type ButtonMessageBody = z.input<typeof buttonMessageBody>;

export const pixKeyTypes = ['CNPJ', 'CPF', 'PHONE', 'EMAIL', 'EVP'] as const;
export const pixMessageBody = z.object({
  title: shortText(60).min(1, 'Obrigatório'),
  /** The amount in cents. */
  sendvalue: z.coerce.number().int('Valor inválido').positive('Valor inválido').max(100_000_000_00, 'Valor inválido'),
  sendkey_type: z.enum(pixKeyTypes, { error: 'Tipo de chave inválido' }),
  sendmerchant_name: shortText(25).min(1, 'Obrigatório'),
  sendKey: shortText(77).min(1, 'Obrigatório'),
});
export type PixMessageBody = z.input<typeof pixMessageBody>;

/** GET /messages-allMe: counts of the company's messages in a window. */
export const messagesAllMeQuery = z.object({
  fromMe: flag.optional(),
  dateStart: z.iso.date('Data inválida'),
  dateEnd: z.iso.date('Data inválida'),
});
export const messagesAllMeAnswer = z.object({
  /** One row per day (company time zone) with messages, oldest first. */
  count: z.array(z.object({ date: z.string(), fromMe: z.boolean(), total: z.number() })),
  total: z.number(),
});
export type MessagesAllMeAnswer = z.infer<typeof messagesAllMeAnswer>;

export const transcribeAudioParams = z.object({ file: z.string().max(255) });
/** GET /messages/transcribeAudio/{file}: the audio's text. */
export const transcribeAudioAnswer = z.object({ transcribedText: z.string() });
export type TranscribeAudioAnswer = z.infer<typeof transcribeAudioAnswer>;

export const messageReadAnswer = z.object({ ticketId: z.number(), read: z.number() });
