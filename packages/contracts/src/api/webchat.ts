import { z } from 'zod';
import {
  webchatClientIdPattern,
  webchatNameMaxLength,
  webchatUserIdMaxLength,
  webchatWidgetKeyPattern,
} from '../webchat/webchat-protocol';
import { recordId } from './record-id';

/**
 * /api/webchat: settings of a web chat connection's widget and the attendant typing
 * signal. The identity secret is only ever shown in the answer of its regeneration and of a read
 * (so an admin can copy it again); it is stored sealed.
 */

/** An origin as browsers send it: scheme, host and optional port, nothing else. */
export const webchatOrigin = z
  .string()
  .trim()
  .max(255)
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'An origin like https://example.com')
  .transform((value) => value.toLowerCase());

export const webchatConnectionParams = z.object({
  connectionId: recordId,
});

export const webchatSettingsUpdateBody = z.object({
  allowedOrigins: z.array(webchatOrigin).max(20).optional(),
  title: z.string().trim().max(60).optional(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #2563eb')
    .optional(),
  greeting: z.string().trim().max(500).optional(),
});
export type WebchatSettingsUpdate = z.input<typeof webchatSettingsUpdateBody>;

export const webchatSettingsAnswer = z.object({
  connectionId: z.number(),
  widgetKey: z.string(),
  allowedOrigins: z.array(z.string()),
  /** Null until an admin generates one; identity by HMAC is off while it is null. */
  identitySecret: z.string().nullable(),
  title: z.string(),
  color: z.string(),
  greeting: z.string(),
  /** The path of the script to embed (`/widget.js?connection=...`), relative to the API origin. */
  scriptPath: z.string(),
});
export type WebchatSettingsAnswer = z.infer<typeof webchatSettingsAnswer>;

export const webchatTicketParams = z.object({ ticketId: recordId });
export const webchatTypingBody = z.object({ typing: z.boolean() });

/**
 * What a visitor's socket may send (apps/api/src/channels/webchat). Every visitor event is parsed
 * with these before anything else runs: visitors are anonymous, so nothing they send is trusted.
 */
const visitorText = (max: number) => z.string().trim().min(1).max(max);

export const webchatHandshakeInput = z.object({
  key: z.string().regex(webchatWidgetKeyPattern),
  /** A token that is not ours (too long, tampered) makes a new visitor, as a missing one does. */
  token: z.string().max(200).optional().catch(undefined),
  name: visitorText(webchatNameMaxLength).optional().catch(undefined),
  userId: z.string().max(webchatUserIdMaxLength).optional(),
  userHash: z.string().max(128).optional(),
});

/** Socket.IO hands binary data to the server as a Buffer (a Uint8Array). */
const visitorBytes = z.custom<Uint8Array | ArrayBuffer>(
  (value) => value instanceof Uint8Array || value instanceof ArrayBuffer,
  'Binary data',
);

export const webchatVisitorMessageInput = z.object({
  clientId: z.string().regex(webchatClientIdPattern),
  /** Checked for its length apart (ERR_WEBCHAT_MESSAGE_TOO_LONG), so the widget can say why. */
  body: z.string().trim(),
  attachment: z
    .object({ name: z.string().max(255).optional(), type: z.string().max(255).optional(), data: visitorBytes })
    .optional()
    .nullable(),
});

export const webchatAckInput = z.object({
  externalIds: z.array(z.string().max(64)).min(1).max(100),
  ack: z.union([z.literal(2), z.literal(3)]),
});
