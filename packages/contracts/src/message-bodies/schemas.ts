import { z } from 'zod';

/**
 * The dataJson of each structured message kind (spec 1 §3 Message): what every driver writes and
 * what the conversation draws. The body beside it is the readable convention (see build.ts).
 */

/** Spec 1 §4: the button kinds of '[BOTOES]' messages. */
export const messageButtonTypes = ['quick_reply', 'cta_copy', 'cta_url', 'cta_call'] as const;
export type MessageButtonType = (typeof messageButtonTypes)[number];

const text = z.string().catch('');
const optionalText = z.string().optional().catch(undefined);

export const messageButtonData = z.object({
  /** A kind this product does not know is drawn as a plain reply button. */
  name: z.enum(messageButtonTypes).catch('quick_reply'),
  display_text: text,
  id: optionalText,
  phone_number: optionalText,
  url: optionalText,
  copy_code: optionalText,
});
export type MessageButton = z.input<typeof messageButtonData> & { name: MessageButtonType; display_text: string };

export const buttonsData = z.object({
  header: text.optional(),
  body: text,
  footer: text.default(''),
  buttons: z.array(messageButtonData).min(1),
});
export type ButtonsData = z.output<typeof buttonsData>;

/** Money in minor units: value / offset (1990 with offset 100 is 19.90). */
const amount = z.object({ value: z.number(), offset: z.number().positive().catch(100) });
export type MoneyAmount = z.output<typeof amount>;

/** The shape WhatsApp's order_details carries, which the send API also writes. */
export const pixData = z.object({
  reference_id: z.union([z.string(), z.number()]).transform(String),
  currency: z.string().catch('BRL'),
  total_amount: amount,
  order: z.object({
    items: z.array(z.object({ name: text, amount: amount.optional(), quantity: z.number().catch(1) })).catch([]),
  }),
  payment_settings: z
    .array(
      z.object({
        type: text,
        pix_static_code: z.object({ key: text, merchant_name: text, key_type: text }).optional(),
      }),
    )
    .catch([]),
});
export type PixData = z.output<typeof pixData>;

export const listData = z.object({
  title: text,
  description: text,
  footerText: text.default(''),
  buttonText: text,
  sections: z.array(
    z.object({
      title: text,
      rows: z.array(z.object({ title: text, description: text.default(''), rowId: text.default('') })),
    }),
  ),
});
export type ListData = z.output<typeof listData>;

const isoTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'A date and time');
/** Spec 1 §3: an event ends 7200 seconds after it starts. */
export const eventDurationSeconds = 7200;
export const eventData = z.object({
  name: text,
  description: text.default(''),
  /** The place's name. */
  location: text.default(''),
  joinLink: text.default(''),
  startTime: isoTime,
  endTime: isoTime,
});
export type EventData = z.output<typeof eventData>;

export const pollData = z.object({
  name: text,
  options: z.array(z.string()).min(1),
  selectableCount: z.number().int().catch(1),
  /** Votes per option name, when the channel reported them. */
  votes: z.record(z.string(), z.number()).catch({}),
});
export type PollData = z.output<typeof pollData>;

export const locationData = z.object({
  latitude: z.number(),
  longitude: z.number(),
  description: z.string().nullable().catch(null),
});
export type LocationData = z.output<typeof locationData>;

export const adPreviewData = z.object({
  thumbnailUrl: text,
  sourceUrl: text,
  title: text,
  body: text,
  messageUser: text,
});
export type AdPreviewData = z.output<typeof adPreviewData>;

export const callLogStatuses = ['missed', 'rejected', 'accepted'] as const;
export const callLogData = z.object({
  isVideo: z.boolean(),
  status: z.enum(callLogStatuses),
  durationSeconds: z.number().catch(0),
});
export type CallLogData = z.output<typeof callLogData>;
