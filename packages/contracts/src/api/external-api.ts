import { z } from 'zod';
import { messageBodyMaxLength } from './messages';

/**
 * The external messages API (spec 3 §7 "External messages API"): POST /api/messages/send with a
 * connection's token as Bearer, and the body as JSON (text) or multipart (`medias` files plus the
 * same fields). Shared by the API and the documentation page's test forms.
 */

export const externalApiSendPath = '/api/messages/send';

/** Spec 3 §7: country code, area code and number, without mask or special characters. */
export const externalNumberDigitsMessage =
  'O número deve conter apenas dígitos: código do país, DDD e número, sem máscara ou caracteres especiais.';
export const externalNumberLengthMessage = 'O número deve ter de 8 a 15 dígitos.';

/** E.164 allows at most 15 digits; below 8 nothing is a reachable phone. */
const number = z
  .string({ error: 'Obrigatório' })
  .trim()
  .min(1, 'Obrigatório')
  // abort: a number with a mask gets one clear message, not a length complaint besides.
  .regex(/^\d+$/, { message: externalNumberDigitsMessage, abort: true })
  .min(8, externalNumberLengthMessage)
  .max(15, externalNumberLengthMessage);

/** Forms and older clients send '' for "none" and numbers as text. */
const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number({ error: 'Id inválido' }).int('Id inválido').positive('Id inválido').max(2_147_483_647).optional(),
);
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 1)
  .default(false);

const commonFields = {
  number,
  userId: optionalId,
  queueId: optionalId,
  /** Heads the text with '*{user name}:*' (needs userId). */
  sendSignature: flag,
  /** Closes the ticket once the message is queued. */
  closeTicket: flag,
};

/** The JSON (text) send: body is required. */
export const externalSendBody = z.object({
  ...commonFields,
  body: z.string({ error: 'Obrigatório' }).trim().min(1, 'Obrigatório').max(messageBodyMaxLength, 'Muito extenso!'),
});
export type ExternalSendBody = z.input<typeof externalSendBody>;

/** The multipart (media) send's text fields: an empty body lets each file carry its name. */
export const externalMediaFields = z.object({
  ...commonFields,
  body: z.string().trim().max(messageBodyMaxLength, 'Muito extenso!').default(''),
});

/** Optional `Idempotency-Key` header: a repeat within 24 hours answers the first answer. */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKey = z
  .string()
  .min(1)
  .max(255, 'Muito extenso!')
  .regex(/^[\x21-\x7e]+$/, 'Apenas caracteres ASCII visíveis');
export const idempotencyWindowHours = 24;

/** 201: the stored messages (ack 0, sent by the send job) and their ticket. */
export const externalSendAnswer = z.object({
  message: z.string(),
  ticketId: z.number(),
  ticketStatus: z.string(),
  contactId: z.number(),
  messageIds: z.array(z.number()),
});
export type ExternalSendAnswer = z.infer<typeof externalSendAnswer>;
