import { z } from 'zod';
import { recordId } from './record-id';

/**
 * POST /api/sandbox/{connectionId}/inbound: what "the customer's phone" sends through a sandbox
 * connection (ARCHITECTURE.md "Channels"). One variant per spec 1 §3 media type, told apart by
 * `type` (absent means text). Every variant names the writer (`from`, digits, and `name`); with
 * `group`, the conversation is the group and `from`/`name` are the participant.
 */

/** Decoded bytes of one attached file; bodies up to this much base64 pass the route's body limit. */
export const sandboxMediaMaxBytes = 10 * 1024 * 1024;
const base64MaxLength = Math.ceil(sandboxMediaMaxBytes / 3) * 4;

const externalId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[\w.:@-]+$/, 'Letters, digits and . : @ _ - only');
const phoneDigits = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]+$/, 'A phone number')
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().min(5, 'Too Short!').max(20, 'Too Long!'));
const shortText = z.string().trim().min(1).max(255);
const optionalText = z.string().max(1024).optional();
const text = z.string().max(65_536);

export const sandboxMediaInput = z.object({
  data: z
    .string()
    .max(base64MaxLength, 'The file exceeds the sandbox limit')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Base64 without a data: prefix'),
  mimetype: z
    .string()
    .trim()
    .regex(/^[\w.+-]+\/[\w.+-]+$/, 'A MIME type')
    .max(127),
  fileName: z.string().trim().min(1).max(255).optional(),
});
export type SandboxMediaInput = z.infer<typeof sandboxMediaInput>;

const common = {
  /** The channel's message id; sending the same id again simulates a repeated delivery. Generated when absent. */
  id: externalId.optional(),
  from: phoneDigits,
  name: shortText,
  /** The message was written on the phone itself (the company's side). */
  fromMe: z.boolean().optional(),
  group: z.object({ id: phoneDigits, name: shortText }).optional(),
  /** External id of the message this one quotes. */
  quotedId: externalId.optional(),
  timestamp: z.iso.datetime({ offset: true }).optional(),
};

const withMedia = <T extends string>(type: T) =>
  z.object({ ...common, type: z.literal(type), media: sandboxMediaInput, caption: text.optional() });

const button = z
  .object({
    /** WhatsApp's native-flow names: quick_reply, cta_url, cta_call, cta_copy. */
    name: z.enum(['quick_reply', 'cta_url', 'cta_call', 'cta_copy']),
    display_text: shortText,
    phone_number: z.string().trim().max(30).optional(),
    url: z.url().max(2048).optional(),
    copy_code: z.string().max(512).optional(),
  })
  .refine(
    (b) =>
      (b.name !== 'cta_url' || b.url !== undefined) &&
      (b.name !== 'cta_call' || b.phone_number !== undefined) &&
      (b.name !== 'cta_copy' || b.copy_code !== undefined),
    { error: 'cta_url needs url, cta_call phone_number, cta_copy copy_code' },
  );

const amount = z.object({
  /** Minor units: value / offset is the amount (1990 with offset 100 is 19.90). */
  value: z.number().int().min(0).max(1e12),
  offset: z.number().int().positive().max(1_000_000).default(100),
});

export const sandboxInboundBody = z.discriminatedUnion('type', [
  z.object({
    ...common,
    type: z.literal('text').optional(),
    body: text.min(1),
    /** The customer tapped a list row or a reply button with this id (the body is its title). */
    replyId: z.string().trim().min(1).max(200).optional(),
  }),
  withMedia('image'),
  withMedia('video'),
  withMedia('audio'),
  withMedia('document'),
  withMedia('sticker'),
  z.object({
    ...common,
    type: z.literal('location'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    description: optionalText,
    /** A small JPEG preview, base64 (WhatsApp sends one with every location). */
    thumbnail: z
      .string()
      .max(65_536)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/)
      .optional(),
  }),
  z.object({
    ...common,
    type: z.literal('contact'),
    displayName: shortText,
    /** The shared contact's number; ignored when a whole vCard is given. */
    number: phoneDigits.optional(),
    vcard: z.string().max(16_384).startsWith('BEGIN:VCARD').optional(),
  }),
  z.object({
    ...common,
    type: z.literal('poll'),
    /** Nested because `name` is the writer's. */
    poll: z.object({
      name: shortText,
      options: z.array(shortText).min(2).max(12),
      selectableCount: z.number().int().min(0).max(12).default(1),
    }),
  }),
  z.object({
    ...common,
    type: z.literal('event'),
    /** Nested because `name` is the writer's. */
    event: z.object({
      name: shortText,
      description: optionalText,
      location: optionalText,
      joinLink: z.url().max(2048).optional(),
      startTime: z.iso.datetime({ offset: true }),
    }),
  }),
  z.object({
    ...common,
    type: z.literal('list'),
    title: shortText,
    description: text,
    footerText: optionalText,
    buttonText: shortText,
    sections: z
      .array(
        z.object({
          title: shortText,
          rows: z
            .array(z.object({ title: shortText, description: optionalText, rowId: externalId }))
            .min(1)
            .max(10),
        }),
      )
      .min(1)
      .max(10),
  }),
  z.object({
    ...common,
    type: z.literal('buttons'),
    body: text.min(1),
    footer: optionalText,
    buttons: z.array(button).min(1).max(10),
  }),
  z.object({
    ...common,
    type: z.literal('pix'),
    reference_id: shortText,
    total_amount: amount,
    order: z.object({
      items: z
        .array(z.object({ name: shortText, amount, quantity: z.number().int().positive().max(100_000) }))
        .min(1)
        .max(50),
    }),
    pixKey: z.string().trim().max(255).optional(),
    merchantName: z.string().trim().max(255).optional(),
  }),
  z.object({
    ...common,
    type: z.literal('adPreview'),
    /** What the customer wrote under the ad. */
    body: text,
    title: optionalText,
    adBody: optionalText,
    sourceUrl: z.url().max(2048),
    thumbnailUrl: z.url().max(2048).optional(),
  }),
  z.object({ ...common, type: z.literal('reaction'), targetId: externalId, emoji: z.string().max(16) }),
  z.object({ ...common, type: z.literal('edit'), targetId: externalId, body: text.min(1) }),
  z.object({ ...common, type: z.literal('delete'), targetId: externalId }),
  z.object({
    ...common,
    type: z.literal('callLog'),
    isVideo: z.boolean().default(false),
    status: z.enum(['missed', 'rejected', 'accepted']).default('missed'),
    durationSeconds: z.number().int().min(0).max(86_400).default(0),
  }),
]);
export type SandboxInboundInput = z.input<typeof sandboxInboundBody>;
export type SandboxInbound = z.output<typeof sandboxInboundBody>;
export type SandboxInboundType = NonNullable<SandboxInbound['type']>;

export const sandboxConnectionParams = z.object({
  connectionId: recordId,
});

/** 202: the event went through the inbound pipeline under this external id. */
export const sandboxInboundAnswer = z.object({ externalId: z.string() });
export type SandboxInboundAnswer = z.infer<typeof sandboxInboundAnswer>;
