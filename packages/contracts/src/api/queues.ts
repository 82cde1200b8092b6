import { z } from 'zod';
import { chatbotOptionAnswer } from './chatbots';
import { maxRecordId, recordId } from './record-id';

/**
 * Request and response schemas of the queues API (spec 2 §3 Queue and Schedule entry, §5, §7),
 * shared by the API routes and the web forms. The chatbot option tree is written through
 * `/chatbot` (chatbots.ts); unknown keys (`chatbots`, `companyId`) are stripped.
 */

export const queueValidationMessages = {
  required: 'Required',
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  invalidTime: 'Invalid time',
} as const;
const m = queueValidationMessages;

export const weekdaysEn = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayEn = (typeof weekdaysEn)[number];

/** Minutes a queue waits before routing a ticket to another attendant; 0 is off. */
export const tempoRoteadorOptions = [0, 2, 5, 10, 15, 30, 45, 60] as const;

/** HH:MM, or '' for a shift the queue does not open. */
const shiftTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, m.invalidTime);

export const scheduleEntrySchema = z.object({
  /** The label shown (Segunda-feira...); the week is keyed by weekdayEn. */
  weekday: z.string().trim().max(20),
  weekdayEn: z.enum(weekdaysEn),
  startTimeA: shiftTime,
  endTimeA: shiftTime,
  startTimeB: shiftTime,
  endTimeB: shiftTime,
});
export type ScheduleEntryInput = z.infer<typeof scheduleEntrySchema>;

/** A whole week: seven entries, one per weekday. */
export const weekScheduleSchema = z
  .array(scheduleEntrySchema)
  .length(7, 'A schedule has one entry per weekday')
  .refine((entries) => new Set(entries.map((entry) => entry.weekdayEn)).size === 7, {
    error: 'A schedule has one entry per weekday',
  });

export const queueNameField = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .min(2, m.tooShort)
  .max(50, m.tooLong);
/** Unique per company, case-insensitively (ERR_QUEUE_COLOR_ALREADY_EXISTS). */
export const queueColorField = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .min(3, m.tooShort)
  .max(9, m.tooLong);
const message = z.string().max(5000, m.tooLong);

const queueOptionalFields = {
  orderQueue: z.number().int().min(0).max(1_000_000).nullable().optional(),
  greetingMessage: message.optional(),
  /** Required (non-blank) when the company's scheduleType is 'queue' and schedules are sent. */
  outOfHoursMessage: message.optional(),
  /** Omitted on create: 08:00-12:00 and 13:00-18:00 every weekday. */
  schedules: weekScheduleSchema.optional(),
  closeTicket: z.boolean().optional(),
  ativarRoteador: z.boolean().optional(),
  tempoRoteador: z.literal(tempoRoteadorOptions).optional(),
  /** One of the company's queue integrations (else ERR_INVALID_REFERENCE); null clears it. */
  integrationId: z.number().int().positive().max(maxRecordId).nullable().optional(),
  /** A file list of the company (ERR_INVALID_REFERENCE otherwise); null clears it. */
  fileListId: z.number().int().positive().max(maxRecordId).nullable().optional(),
};

export const queueCreateBody = z.object({ name: queueNameField, color: queueColorField, ...queueOptionalFields });
export type QueueCreateInput = z.input<typeof queueCreateBody>;
export type QueueCreate = z.output<typeof queueCreateBody>;

/** PUT /queue/{id}: the fields sent change; the others stay. */
export const queueUpdateBody = z.object({
  name: queueNameField.optional(),
  color: queueColorField.optional(),
  ...queueOptionalFields,
});
export type QueueUpdateInput = z.input<typeof queueUpdateBody>;
export type QueueUpdate = z.output<typeof queueUpdateBody>;

export const queueIdParams = z.object({ id: recordId });

export const queueAnswer = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  color: z.string(),
  orderQueue: z.number().nullable(),
  greetingMessage: z.string(),
  outOfHoursMessage: z.string(),
  schedules: z.array(scheduleEntrySchema),
  closeTicket: z.boolean(),
  ativarRoteador: z.boolean(),
  tempoRoteador: z.number(),
  integrationId: z.number().nullable(),
  fileListId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QueueAnswer = z.infer<typeof queueAnswer>;

/** GET /queue/{id}: the queue with its chatbot option tree (top-level options, each nesting its own). */
export const queueDetailAnswer = queueAnswer.extend({ chatbots: z.array(chatbotOptionAnswer) });
export type QueueDetailAnswer = z.infer<typeof queueDetailAnswer>;

/** GET /queue: every queue of the company, by orderQueue (unset last), then name. */
export const queuesAnswer = z.array(queueAnswer);
