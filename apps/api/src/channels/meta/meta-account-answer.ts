import { z } from 'zod';

/** The credentials body of PUT /api/meta/{connectionId}/account (tokens are write-only). */
export const metaAccountBody = z.object({
  /** phone_number_id (WhatsApp Cloud API), page id (Messenger) or Instagram business account id. */
  externalAccountId: z.string().regex(/^\d{1,64}$/, 'digits'),
  accessToken: z.string().min(10).max(2000),
  wabaId: z
    .string()
    .regex(/^\d{1,64}$/)
    .nullish(),
  pageId: z
    .string()
    .regex(/^\d{1,64}$/)
    .nullish(),
  verifyToken: z.string().min(8).max(200).nullish(),
  appSecret: z.string().min(8).max(200).nullish(),
});
export type MetaAccountBody = z.output<typeof metaAccountBody>;

export const metaAccountAnswer = z.object({
  connectionId: z.number(),
  channel: z.string(),
  externalAccountId: z.string(),
  wabaId: z.string().nullable(),
  pageId: z.string().nullable(),
  hasVerifyToken: z.boolean(),
  hasAppSecret: z.boolean(),
  status: z.string(),
});
export type MetaAccountAnswer = z.infer<typeof metaAccountAnswer>;

export const metaConnectionParams = z.object({ connectionId: z.coerce.number().int().positive() });

export const templateParams = metaConnectionParams.extend({ ticketId: z.coerce.number().int().positive() });

/** A Cloud API message template send (outside the 24-hour window too). */
export const templateBody = z.object({
  name: z.string().regex(/^[a-z0-9_]{1,512}$/, 'lowercase letters, digits and underscores'),
  language: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'a language code such as pt_BR'),
  /** Meta's components array (header, body, button parameters), passed through as given. */
  components: z.array(z.record(z.string(), z.unknown())).max(10).optional(),
});
