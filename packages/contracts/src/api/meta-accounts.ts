import { z } from 'zod';

/**
 * A Meta connection's credentials (WhatsApp Cloud API, Messenger, Instagram): GET/PUT
 * /api/meta/{connectionId}/account, and the template send of a Cloud API ticket.
 * Shared by the API routes and the connections page.
 */

const metaId = z.string().regex(/^\d{1,64}$/);

/**
 * The PUT body. The ids are replaced as sent; the secrets are write-only and kept when omitted:
 * a string replaces one, null clears the optional ones. The access token is required only while
 * the connection has none stored (ERR_META_ACCESS_TOKEN_REQUIRED).
 */
export const metaAccountBody = z.object({
  /** phone_number_id (WhatsApp Cloud API), page id (Messenger) or Instagram business account id. */
  externalAccountId: z.string().regex(/^\d{1,64}$/, 'digits'),
  accessToken: z.string().min(10).max(2000).optional(),
  wabaId: metaId.nullish(),
  pageId: metaId.nullish(),
  verifyToken: z.string().min(8).max(200).nullish(),
  appSecret: z.string().min(8).max(200).nullish(),
});
export type MetaAccountBody = z.infer<typeof metaAccountBody>;

/** What is stored, never the secrets themselves. */
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

/** Meta's rules for a template's name and language code. */
export const metaTemplateNamePattern = /^[a-z0-9_]{1,512}$/;
export const metaTemplateLanguagePattern = /^[a-z]{2,3}(_[A-Z]{2})?$/;

/** A Cloud API message template send (outside the 24-hour window too). */
export const metaTemplateBody = z.object({
  name: z.string().regex(metaTemplateNamePattern, 'lowercase letters, digits and underscores'),
  language: z.string().regex(metaTemplateLanguagePattern, 'a language code such as pt_BR'),
  /** Meta's components array (header, body, button parameters), passed through as given. */
  components: z.array(z.record(z.string(), z.unknown())).max(10).optional(),
});
export type MetaTemplateBody = z.infer<typeof metaTemplateBody>;
