import { z } from 'zod';
import { contactChannels } from './contact-number';
import { scheduleEntrySchema, weekScheduleSchema } from './queues';

/**
 * Request and response schemas of the connections API (spec 2 §3 Connection, §5, §7; "whatsapp"
 * in the spec's paths). Fields owned by later work (API token, message import, integrations,
 * prompts, flows) are not written here yet; unknown keys are stripped.
 */

export const connectionChannels = contactChannels;
export type ConnectionChannel = (typeof connectionChannels)[number];
export const connectionStatuses = ['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING', 'CONNECTED'] as const;
export type ConnectionStatusValue = (typeof connectionStatuses)[number];

export const connectionValidationMessages = {
  required: 'Required',
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  /** Spec 2 §8 message keys of the connection form. */
  expiresTicketNPS: 'expiresTicketNPS',
  ratingMessage: 'ratingMessage',
  errorSendQueue: 'errorSendQueue',
  vacationDates: 'vacationDates',
  vacationStart: 'vacationStart',
} as const;
const m = connectionValidationMessages;

export const connectionNameField = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .min(2, m.tooShort)
  .max(50, m.tooLong);
const message = z.string().max(5000, m.tooLong);
const minutes = z.number().int().min(0).max(525_600);
/** Spec 2 §5: an empty timeSendQueue becomes 0. */
const minutesOrEmpty = z.union([minutes, z.literal('').transform(() => 0)]);
const queueId = z.number().int().positive().max(2_147_483_647);
const calendarDay = z.iso.date();

const connectionFields = {
  isDefault: z.boolean().optional(),
  greetingMessage: message.optional(),
  complationMessage: message.optional(),
  outOfHoursMessage: message.optional(),
  /** Required when the company's userRating option is enabled. */
  ratingMessage: message.optional(),
  allowGroup: z.boolean().optional(),
  groupAsTicket: z.enum(['enabled', 'disabled']).optional(),
  timeCreateNewTicket: minutes.optional(),
  maxUseBotQueues: z.number().int().min(0).max(100).optional(),
  timeUseBotQueues: minutes.optional(),
  expiresTicket: minutes.optional(),
  whenExpiresTicket: z.enum(['0', '1']).optional(),
  expiresInactiveMessage: message.optional(),
  timeInactiveMessage: minutes.optional(),
  inactiveMessage: message.optional(),
  /** Minutes before a waiting ticket moves to sendIdQueue; both or neither. */
  timeSendQueue: minutesOrEmpty.optional(),
  sendIdQueue: queueId.nullable().optional(),
  /** Must not be 0 when the company's userRating option is enabled. */
  expiresTicketNPS: minutes.optional(),
  maxUseBotQueuesNPS: z.number().int().min(0).max(100).optional(),
  collectiveVacationStart: calendarDay.nullable().optional(),
  collectiveVacationEnd: calendarDay.nullable().optional(),
  collectiveVacationMessage: message.optional(),
  schedules: weekScheduleSchema.optional(),
  queueIds: z.array(queueId).max(200).optional(),
};

export const connectionCreateBody = z.object({
  name: connectionNameField,
  /** Only channels whose driver this server runs can be created (ERR_CHANNEL_NOT_AVAILABLE). */
  channel: z.enum(connectionChannels).default('whatsapp'),
  ...connectionFields,
});
export type ConnectionCreateInput = z.input<typeof connectionCreateBody>;
export type ConnectionCreate = z.output<typeof connectionCreateBody>;

/** PUT /whatsapp/{id}: the fields sent change, the others stay; the channel is fixed at creation. */
export const connectionUpdateBody = z.object({ name: connectionNameField.optional(), ...connectionFields });
export type ConnectionUpdateInput = z.input<typeof connectionUpdateBody>;
export type ConnectionUpdate = z.output<typeof connectionUpdateBody>;

export const connectionIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** GET /whatsapp?session=0: `session` is accepted and ignored (the spec's clients send it). */
export const connectionListQuery = z.object({ session: z.string().max(10).optional() });
export const connectionFilterQuery = z.object({ channel: z.enum(connectionChannels) });

export const connectionQueueAnswer = z.object({ id: z.number(), name: z.string(), color: z.string() });

export const connectionAnswer = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  number: z.string(),
  channel: z.enum(connectionChannels),
  status: z.enum(connectionStatuses),
  qrcode: z.string(),
  isDefault: z.boolean(),
  provider: z.string(),
  greetingMessage: z.string(),
  complationMessage: z.string(),
  outOfHoursMessage: z.string(),
  ratingMessage: z.string(),
  greetingMediaAttachment: z.string().nullable(),
  allowGroup: z.boolean(),
  groupAsTicket: z.enum(['enabled', 'disabled']),
  timeCreateNewTicket: z.number(),
  maxUseBotQueues: z.number(),
  timeUseBotQueues: z.number(),
  expiresTicket: z.number(),
  whenExpiresTicket: z.enum(['0', '1']),
  expiresInactiveMessage: z.string(),
  timeInactiveMessage: z.number(),
  inactiveMessage: z.string(),
  timeSendQueue: z.number(),
  sendIdQueue: z.number().nullable(),
  expiresTicketNPS: z.number(),
  maxUseBotQueuesNPS: z.number(),
  collectiveVacationStart: z.string().nullable(),
  collectiveVacationEnd: z.string().nullable(),
  collectiveVacationMessage: z.string(),
  schedules: z.array(scheduleEntrySchema),
  queues: z.array(connectionQueueAnswer),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConnectionAnswer = z.infer<typeof connectionAnswer>;
export const connectionsAnswer = z.array(connectionAnswer);

/** What session events carry: enough for the connections page's status cell and the QR modal. */
export const connectionSessionAnswer = connectionAnswer.pick({
  id: true,
  name: true,
  number: true,
  channel: true,
  status: true,
  qrcode: true,
  isDefault: true,
  updatedAt: true,
});
export type ConnectionSessionAnswer = z.infer<typeof connectionSessionAnswer>;

/** `company-{id}-whatsapp` payloads. */
export type ConnectionEventPayload =
  | { action: 'update'; whatsapp: ConnectionAnswer }
  | { action: 'delete'; whatsappId: number };
/** `company-{id}-whatsappSession` payloads (spec 2 §4: the session and its qrcode). */
export type ConnectionSessionEventPayload = { action: 'update'; session: ConnectionSessionAnswer };
