import { z } from 'zod';
import { recordId } from './record-id';

/** Request and response schemas of quick replies (spec 3 §2 Quick replies, §3 QuickMessage, §5, §7). */

/** Spec 3 §5: the shortcode is required ('Obrigatório'). */
export const quickMessageValidationMessages = {
  required: 'Obrigatório',
  tooLong: 'Muito extenso!',
  spaces: 'Sem espaços',
} as const;
const m = quickMessageValidationMessages;

/** How long a shortcode and a reply may be. */
export const quickMessageShortcodeMaxLength = 100;
export const quickMessageTextMaxLength = 4096;
/** Rows per page of GET /quick-messages (the page's infinite scroll). */
export const quickMessagesPageSize = 20;
/** What a reply may carry: what an attendant may send (pictures, voice, video, documents). */
export const quickMessageMediaKinds = ['image', 'audio', 'video', 'document'] as const;
export const quickMessageMediaMaxBytes = 16 * 1024 * 1024;

/** Typed after the '/' in the composer, so one word: no spaces, and without the leading '/'. */
export const quickMessageShortcodeField = z
  .string({ error: m.required })
  .trim()
  .transform((value) => value.replace(/^\/+/, ''))
  .pipe(
    z
      .string()
      .min(1, { error: m.required, abort: true })
      .max(quickMessageShortcodeMaxLength, m.tooLong)
      .regex(/^\S+$/, m.spaces),
  );

/** POST /quick-messages and PUT /quick-messages/{id}. */
export const quickMessageBody = z.object({
  shortcode: quickMessageShortcodeField,
  message: z.string().max(quickMessageTextMaxLength, m.tooLong).default(''),
  geral: z.boolean().default(false),
  visao: z.boolean().default(true),
});
export type QuickMessageInput = z.input<typeof quickMessageBody>;
export type QuickMessageFields = z.output<typeof quickMessageBody>;

/** A reply as stored; live events carry this, each client working out its own canEdit. */
export const quickMessageRecord = z.object({
  id: z.number(),
  shortcode: z.string(),
  message: z.string(),
  geral: z.boolean(),
  visao: z.boolean(),
  userId: z.number().nullable(),
  mediaPath: z.string().nullable(),
  mediaName: z.string().nullable(),
  updatedAt: z.string(),
});
export type QuickMessageRecord = z.infer<typeof quickMessageRecord>;

export const quickMessageAnswer = quickMessageRecord.extend({
  /** Whether the caller may change or delete it (spec 3 §6 owner rule, see quickMessageLocked). */
  canEdit: z.boolean(),
});
export type QuickMessageAnswer = z.infer<typeof quickMessageAnswer>;

/** GET /quick-messages: searchParam matches the shortcode and the text; 20 rows per page. */
export const quickMessagesQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type QuickMessagesQuery = z.output<typeof quickMessagesQuery>;
export const quickMessagesPageAnswer = z.object({ records: z.array(quickMessageAnswer), hasMore: z.boolean() });
export type QuickMessagesPageAnswer = z.infer<typeof quickMessagesPageAnswer>;

/**
 * GET /quick-messages/list: every reply the caller may use, for the composer's '/'. The spec's
 * companyId and userId parameters are accepted and ignored: both come from the session.
 */
export const quickMessagesListQuery = z.object({
  companyId: z.coerce.number().int().optional(),
  userId: z.coerce.number().int().optional(),
});
export const quickMessageOptionAnswer = quickMessageAnswer.pick({
  id: true,
  shortcode: true,
  message: true,
  mediaPath: true,
  mediaName: true,
});
export type QuickMessageOption = z.infer<typeof quickMessageOptionAnswer>;
export const quickMessageOptionsAnswer = z.array(quickMessageOptionAnswer);

export const quickMessageIdParams = z.object({ id: recordId });

/**
 * Spec 3 §4/§6: editing is locked when the reply is visible (visao), not global (geral) and owned
 * by another user. Deleting and changing the attachment are edits too. Admins follow the same rule.
 */
export const quickMessageLocked = (reply: { geral: boolean; visao: boolean; userId: number | null }, userId: number) =>
  reply.userId !== userId && reply.visao && !reply.geral;

/** `company-{id}-quickemessage`, sent only to the users who may see the reply. */
export type QuickMessageEventPayload =
  | { action: 'create' | 'update'; record: QuickMessageRecord }
  | { action: 'delete'; id: number };
