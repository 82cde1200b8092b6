import { z } from 'zod';
import { contactChannels, normalizeContactNumber } from './contact-number';
import { tagAnswer } from './tags';

/**
 * Request and response schemas of the contacts API (spec 1 §3 Contact, §5 contact form, §7
 * "Contacts"; spec 2 §7 "Contacts"). Unknown keys (`companyId`) are stripped: the company is
 * the caller's.
 */

export const contactValidationMessages = {
  required: 'Required',
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  invalidEmail: 'Invalid email',
} as const;
const m = contactValidationMessages;
const maxId = 2_147_483_647;

export const contactNameField = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .min(2, m.tooShort)
  .max(250, m.tooLong);

/** As typed; its stored form (and the 8-50 rule) depends on the channel, see `contactNumberIssue`. */
export const contactNumberField = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .max(80, m.tooLong);

export const contactEmailField = z.union([z.literal(''), z.email(m.invalidEmail).max(254, m.tooLong)]);

/** The 8-50 rule, applied to the stored form (digits for phone channels). Null when it holds. */
export function contactNumberIssue(normalized: string): string | null {
  if (normalized.length < 8) return m.tooShort;
  if (normalized.length > 50) return m.tooLong;
  return null;
}

export const extraInfoItem = z.object({
  name: z.string({ error: m.required }).trim().min(1, m.required).max(100, m.tooLong),
  value: z.string().max(1000, m.tooLong).default(''),
});
export const extraInfoField = z.array(extraInfoItem).max(50);

export const contactCreateBody = z
  .object({
    name: contactNameField,
    number: contactNumberField,
    email: contactEmailField.default(''),
    channel: z.enum(contactChannels).default('whatsapp'),
    disableBot: z.boolean().default(false),
    extraInfo: extraInfoField.default([]),
  })
  .transform((body, context) => {
    const number = normalizeContactNumber(body.channel, body.number);
    const issue = contactNumberIssue(number);
    if (issue) context.addIssue({ code: 'custom', path: ['number'], message: issue });
    return { ...body, number };
  });
export type ContactCreateInput = z.input<typeof contactCreateBody>;
export type ContactCreate = z.output<typeof contactCreateBody>;

/**
 * PUT /contacts/{id}: the fields sent change, the others stay; `extraInfo`, when sent, replaces
 * the list. The number is normalized for the contact's stored channel by the API.
 */
export const contactUpdateBody = z.object({
  name: contactNameField.optional(),
  number: contactNumberField.optional(),
  email: contactEmailField.optional(),
  disableBot: z.boolean().optional(),
  acceptAudioMessage: z.boolean().optional(),
  extraInfo: extraInfoField.optional(),
});
export type ContactUpdateInput = z.input<typeof contactUpdateBody>;
export type ContactUpdate = z.output<typeof contactUpdateBody>;

export const contactIdParams = z.object({ id: z.coerce.number().int().positive().max(maxId) });
export const contactProfileParams = z.object({ number: z.string().trim().min(1).max(80) });

/** A JSON list of tag ids in a query string (`contactTag=[1,2]`), as the contacts page sends it. */
const tagIdList = z
  .string()
  .max(1000)
  .transform((text, context) => {
    try {
      const parsed: unknown = JSON.parse(text);
      const ids = z.array(z.number().int().positive().max(maxId)).max(50).safeParse(parsed);
      if (ids.success) return ids.data;
    } catch {
      // falls through to the issue below
    }
    context.addIssue({ code: 'custom', message: 'Expected a JSON list of tag ids' });
    return z.NEVER;
  });

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /contacts: 20 per page, by name. */
export const contactsPageQuery = z.object({
  /** Name (accent- and case-insensitive) or number, anywhere in it. */
  searchParam: z.string().trim().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).optional(),
  channel: z.enum(contactChannels).optional(),
  isGroup: booleanQuery.optional(),
  /** Contacts carrying every one of these tags. */
  contactTag: tagIdList.optional(),
});
export type ContactsPageQuery = z.output<typeof contactsPageQuery>;
export const contactsPageSize = 20;

/** GET /contacts/list: the pickers' light rows; `companyId` is accepted and ignored. */
export const contactOptionsQuery = z.object({ searchParam: z.string().trim().max(100).optional() });
export type ContactOptionsQuery = z.output<typeof contactOptionsQuery>;

export const contactExtraInfoAnswer = z.object({ id: z.number(), name: z.string(), value: z.string() });
export type ContactExtraInfoAnswer = z.infer<typeof contactExtraInfoAnswer>;

/** A contact as lists show it. `number` is masked for profile user under LGPD (spec 2 §6). */
export const contactAnswer = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  number: z.string(),
  email: z.string(),
  channel: z.enum(contactChannels),
  isGroup: z.boolean(),
  active: z.boolean(),
  disableBot: z.boolean(),
  acceptAudioMessage: z.boolean(),
  lgpdAcceptedAt: z.string().nullable(),
  urlPicture: z.string().nullable(),
  whatsappId: z.number().nullable(),
  tags: z.array(tagAnswer),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactAnswer = z.infer<typeof contactAnswer>;

/** One contact with its extra info (GET /contacts/{id}, and every write's answer). */
export const contactDetailAnswer = contactAnswer.extend({ extraInfo: z.array(contactExtraInfoAnswer) });
export type ContactDetailAnswer = z.infer<typeof contactDetailAnswer>;

export const contactsPageAnswer = z.object({
  contacts: z.array(contactAnswer),
  hasMore: z.boolean(),
  count: z.number(),
});
export type ContactsPageAnswer = z.infer<typeof contactsPageAnswer>;

export const contactOptionAnswer = z.object({ id: z.number(), name: z.string(), number: z.string() });
export const contactOptionsAnswer = z.array(contactOptionAnswer);
export type ContactOption = z.infer<typeof contactOptionAnswer>;

export const contactBlockBody = z.object({ active: z.boolean() });
export const contactAcceptAudioBody = z.object({ acceptAudioMessage: z.boolean() });
export const contactDisableBotAnswer = z.object({ disableBot: z.boolean() });
export const contactProfileAnswer = z.object({ contactId: z.number(), urlPicture: z.string().nullable() });
