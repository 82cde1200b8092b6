import { z } from 'zod';
import { maxRecordId, recordId } from './record-id';

/** Spec 2 §3 Chatbot option `queueType`: what choosing the option does. */
export const chatbotOptionTypes = ['text', 'attendent', 'queue', 'integration', 'file'] as const;
export type ChatbotOptionType = (typeof chatbotOptionTypes)[number];

export const chatbotValidationMessages = {
  required: 'Required',
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
} as const;
const m = chatbotValidationMessages;

/** Spec 2 §5: a chatbot option's name is required and at least 4 characters. */
export const chatbotNameField = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .min(4, m.tooShort)
  .max(100, m.tooLong);

const optionId = z.number().int().positive().max(maxRecordId);

/**
 * The field each type needs: queue → optQueueId, attendent → optUserId, file → optFileId,
 * integration → optIntegrationId (one of the company's queue integrations).
 */
export const chatbotTargetField = {
  queue: 'optQueueId',
  attendent: 'optUserId',
  file: 'optFileId',
  integration: 'optIntegrationId',
} as const satisfies Partial<Record<ChatbotOptionType, string>>;

/** What PUT /chatbot/{id} replaces; POST /chatbot adds where the option sits. */
const chatbotOptionShape = {
  name: chatbotNameField,
  /** The text sent when the option is chosen; an option with sub-options needs one (spec 2 §5). */
  greetingMessage: z.string().max(5000, m.tooLong).default(''),
  queueType: z.enum(chatbotOptionTypes).default('text'),
  closeTicket: z.boolean().default(false),
  optQueueId: optionId.nullable().default(null),
  optUserId: optionId.nullable().default(null),
  optFileId: optionId.nullable().default(null),
  /** integration: the queue integration the ticket is handed to. */
  optIntegrationId: optionId.nullable().default(null),
  /** The sibling rank (0-based); omitted on create: after the last sibling. */
  position: z.number().int().min(0).max(10_000).optional(),
};

/** The type's target must be chosen ('Required' on that field). */
function requireTarget(option: { queueType: ChatbotOptionType } & Record<string, unknown>, ctx: z.RefinementCtx) {
  const field = (chatbotTargetField as Partial<Record<ChatbotOptionType, string>>)[option.queueType];
  if (field && option[field] == null) ctx.addIssue({ code: 'custom', path: [field], message: m.required });
}

export const chatbotUpdateBody = z.object(chatbotOptionShape).superRefine(requireTarget);
export type ChatbotUpdateInput = z.input<typeof chatbotUpdateBody>;
export type ChatbotUpdate = z.output<typeof chatbotUpdateBody>;

export const chatbotCreateBody = z
  .object({
    queueId: optionId,
    /** null (or omitted): a top-level option of the queue. */
    parentId: optionId.nullable().default(null),
    ...chatbotOptionShape,
  })
  .superRefine(requireTarget);
export type ChatbotCreateInput = z.input<typeof chatbotCreateBody>;
export type ChatbotCreate = z.output<typeof chatbotCreateBody>;

export const chatbotIdParams = z.object({ id: recordId });
export const chatbotListQuery = z.object({ queueId: recordId });

const chatbotOptionFields = {
  id: z.number(),
  queueId: z.number(),
  parentId: z.number().nullable(),
  position: z.number(),
  name: z.string(),
  greetingMessage: z.string(),
  queueType: z.enum(chatbotOptionTypes),
  closeTicket: z.boolean(),
  optQueueId: z.number().nullable(),
  optUserId: z.number().nullable(),
  optIntegrationId: z.number().nullable(),
  optFileId: z.number().nullable(),
};

export interface ChatbotOptionAnswer {
  id: number;
  queueId: number;
  parentId: number | null;
  position: number;
  name: string;
  greetingMessage: string;
  queueType: ChatbotOptionType;
  closeTicket: boolean;
  optQueueId: number | null;
  optUserId: number | null;
  optIntegrationId: number | null;
  optFileId: number | null;
  /** Sub-options, by position. */
  options: ChatbotOptionAnswer[];
}

/** One option with its sub-options, nested (spec 2 §3 "Options can nest"). */
export const chatbotOptionAnswer: z.ZodType<ChatbotOptionAnswer> = z
  .object({
    ...chatbotOptionFields,
    get options() {
      return z.array(chatbotOptionAnswer);
    },
  })
  // A recursive schema is an OpenAPI component referenced by id (it cannot be inlined).
  .meta({ id: 'ChatbotOption' });

/** GET /chatbot?queueId: the queue's top-level options, each with its sub-options. */
export const chatbotTreeAnswer = z.array(chatbotOptionAnswer);
