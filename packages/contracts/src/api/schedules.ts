import { z } from 'zod';
import { maxRecordId, recordId } from './record-id';

/** Request and response schemas of scheduled messages (spec 3 §2 Schedules, §3 Schedule, §4, §5, §7, §9). */

/** Spec 3 §5 texts. */
export const scheduleValidationMessages = {
  required: 'Obrigatório',
  tooShort: 'Mensagem muito curta',
  tooLong: 'Muito extenso!',
} as const;
const m = scheduleValidationMessages;

/** Spec 3 §9: body at least 5 characters; the dialog proposes now plus 1 hour. */
export const scheduleBodyMinLength = 5;
export const scheduleBodyMaxLength = 4096;
export const scheduleDefaultLeadMs = 3_600_000;
/** Rows per page of GET /schedules; the calendar reads its visible range page after page. */
export const schedulesPageSize = 100;
/** Spec 3 §5: the attachment is a picture (png, jpg or jpeg). */
export const scheduleMediaKinds = ['image'] as const;
export const scheduleMediaMaxBytes = 5 * 1024 * 1024;
export const scheduleMediaAccept = 'image/png,image/jpeg';

/** Spec 3 §4: recurrence units (1 days, 2 weeks, 3 months, 4 minutes); default Days. */
export const scheduleIntervalUnits = [1, 2, 3, 4] as const;
export type ScheduleIntervalUnit = (typeof scheduleIntervalUnits)[number];
/** Spec 3 §4 weekend handling: 4 send normally, 5 one business day before, 6 one business day after. */
export const scheduleWeekendCodes = [4, 5, 6] as const;
export type ScheduleWeekendCode = (typeof scheduleWeekendCodes)[number];
/** How often a schedule may repeat and how far apart, so a typo cannot queue a message a minute forever. */
export const scheduleMaxRepetitions = 365;
export const scheduleMaxIntervalValue = 1000;

/** PENDENTE waits for its time, ENVIADA was queued to the contact's ticket, ERRO could not be (with reason). */
export const scheduleStatuses = ['PENDENTE', 'ENVIADA', 'ERRO'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

const optionalId = z.preprocess((value) => (value === '' ? null : value), recordId.nullable().default(null));

/** POST /schedules and PUT /schedules/{id}. sendAt is an instant (ISO 8601 with offset). */
export const scheduleBody = z.object({
  body: z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .min(scheduleBodyMinLength, m.tooShort)
    .max(scheduleBodyMaxLength, m.tooLong),
  contactId: z.coerce.number({ error: m.required }).int().positive(m.required).max(maxRecordId),
  sendAt: z.iso.datetime({ offset: true, error: m.required }),
  whatsappId: optionalId,
  openTicket: z.enum(['enabled', 'disabled']).default('disabled'),
  ticketUserId: optionalId,
  queueId: optionalId,
  statusTicket: z.enum(['closed', 'open']).default('closed'),
  intervalo: z.coerce.number().pipe(z.literal(scheduleIntervalUnits)).default(1),
  valorIntervalo: z.coerce.number().int().min(0).max(scheduleMaxIntervalValue).default(0),
  enviarQuantasVezes: z.coerce.number().int().min(1).max(scheduleMaxRepetitions).default(1),
  tipoDias: z.coerce.number().pipe(z.literal(scheduleWeekendCodes)).default(4),
  assinar: z.boolean().default(false),
});
export type ScheduleInput = z.input<typeof scheduleBody>;
export type ScheduleFields = z.output<typeof scheduleBody>;

/** A schedule as stored and as live events carry it. */
export const scheduleRecord = z.object({
  id: z.number(),
  body: z.string(),
  contactId: z.number(),
  contact: z.object({ id: z.number(), name: z.string(), number: z.string() }),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  status: z.enum(scheduleStatuses),
  /** Why a schedule is in ERRO: an error code of the catalogue. */
  reason: z.string().nullable(),
  whatsappId: z.number().nullable(),
  openTicket: z.enum(['enabled', 'disabled']),
  ticketUserId: z.number().nullable(),
  queueId: z.number().nullable(),
  statusTicket: z.enum(['closed', 'open']),
  intervalo: z.number(),
  valorIntervalo: z.number(),
  enviarQuantasVezes: z.number(),
  tipoDias: z.number(),
  assinar: z.boolean(),
  mediaPath: z.string().nullable(),
  mediaName: z.string().nullable(),
  userId: z.number().nullable(),
  /** The ticket the message went into, once sent. */
  ticketId: z.number().nullable(),
  updatedAt: z.string(),
});
export type ScheduleRecord = z.infer<typeof scheduleRecord>;

/** GET /schedules: searchParam matches the body and the contact's name; from/to bound sendAt (the calendar's range). */
export const schedulesQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  contactId: recordId.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type SchedulesQuery = z.output<typeof schedulesQuery>;
export const schedulesPageAnswer = z.object({
  schedules: z.array(scheduleRecord),
  hasMore: z.boolean(),
});
export type SchedulesPageAnswer = z.infer<typeof schedulesPageAnswer>;

export const scheduleIdParams = z.object({ id: recordId });

/** Spec 3 §4: a schedule is editable only until it was sent. */
export const scheduleEditable = (schedule: { sentAt: string | null }) => schedule.sentAt === null;

/** `company-{id}-schedule`: a create or update upserts, a delete removes (spec 3 §4). */
export type ScheduleEventPayload =
  | { action: 'create' | 'update'; schedule: ScheduleRecord }
  | { action: 'delete'; scheduleId: number };
