import { z } from 'zod';
import { contactChannels } from './contact-number';
import { scheduleEntrySchema, weekScheduleSchema } from './queues';
import { recordId } from './record-id';
import { scheduleTypes } from './settings';

/**
 * Request and response schemas of the connections API (spec 2 §3 Connection, §5, §7; "whatsapp"
 * in the spec's paths). Server-managed fields (token, greetingMediaAttachment, status, qrcode,
 * statusImportMessages) are in the answer only: the token is generated at creation and changed by
 * PUT /whatsapp/{id}/token, the greeting media by POST/DELETE /whatsapp/{id}/media-upload.
 * Unknown keys in a body are stripped.
 */

export const connectionChannels = contactChannels;
export type ConnectionChannel = (typeof connectionChannels)[number];
export const connectionStatuses = ['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING', 'CONNECTED'] as const;
export type ConnectionStatusValue = (typeof connectionStatuses)[number];
/** Spec 2 §3 provider ('beta' by default). */
export const connectionProviders = ['beta', 'stable'] as const;
/** Spec 2 §9: the API token is 30 random alphanumeric characters. */
export const connectionTokenLength = 30;
/** Spec 2 §9: the message import window reaches back at most 2 years. */
export const importWindowYears = 2;
/** Spec 2 §9: after the import status time, the page shows 'preparing' for about 35 seconds. */
export const importPreparingMs = 35_000;
/** Spec 2 §5: greeting media is an image or a video. */
export const greetingMediaKinds = ['image', 'video'] as const;
export const greetingMediaMaxBytes = 16 * 1024 * 1024;

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
  /** Import start outside [2 years ago, now]. */
  importOldMessages: 'importOldMessages',
  /** Import end outside [start, now]. */
  importRecentMessages: 'importRecentMessages',
  /** Import enabled without its queue. */
  queueIdImportMessages: 'queueIdImportMessages',
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
const instant = z.iso.datetime({ offset: true });
/** Ids of integrations, prompts and flows (their tables arrive with their features). */
const refId = z.number().int().positive().max(2_147_483_647);

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
  provider: z.enum(connectionProviders).optional(),
  /** Message import (spec 2 §5): a window [importOldMessages, importRecentMessages] and a queue. */
  enableImportMessage: z.boolean().optional(),
  importOldMessages: instant.nullable().optional(),
  importRecentMessages: instant.nullable().optional(),
  importOldMessagesGroups: z.boolean().optional(),
  closedTicketsPostImported: z.boolean().optional(),
  queueIdImportMessages: queueId.nullable().optional(),
  integrationId: refId.nullable().optional(),
  promptId: refId.nullable().optional(),
  flowIdWelcome: refId.nullable().optional(),
  flowIdNotPhrase: refId.nullable().optional(),
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

export const connectionIdParams = z.object({ id: recordId });
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
  /** The API token: shown to those who manage connections, '' to other users. */
  token: z.string(),
  enableImportMessage: z.boolean(),
  importOldMessages: z.string().nullable(),
  importRecentMessages: z.string().nullable(),
  importOldMessagesGroups: z.boolean(),
  closedTicketsPostImported: z.boolean(),
  /** Progress of a history import (e.g. 'Running', 'renderButtonCloseTickets'); set by the driver. */
  statusImportMessages: z.string().nullable(),
  queueIdImportMessages: z.number().nullable(),
  integrationId: z.number().nullable(),
  promptId: z.number().nullable(),
  flowIdWelcome: z.number().nullable(),
  flowIdNotPhrase: z.number().nullable(),
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

/** GET /whatsapp/all: every company with its connections and counts (super user's /allConnections). */
export const connectionCompanySummary = z.object({
  companyId: z.number(),
  companyName: z.string(),
  /** Connections with status CONNECTED. */
  connected: z.number(),
  /** Every other status (total - connected). */
  disconnected: z.number(),
  total: z.number(),
  connections: z.array(connectionAnswer),
});
export type ConnectionCompanySummary = z.infer<typeof connectionCompanySummary>;
export const allConnectionsAnswer = z.object({
  companies: z.array(connectionCompanySummary),
  totals: z.object({ connected: z.number(), disconnected: z.number(), total: z.number() }),
});
export type AllConnectionsAnswer = z.infer<typeof allConnectionsAnswer>;

/** PUT /whatsapp/{id}/token answers the new token. */
export const connectionTokenAnswer = z.object({ token: z.string() });
/** POST /whatsappsession/{id}/pairing-code: login by code instead of QR (phone in international digits). */
export const connectionPairingBody = z.object({
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?\d{8,15}$/),
});
export const connectionPairingAnswer = z.object({ code: z.string() });
/** POST /whatsapp-restart answers how many sessions were restarted. */
export const connectionRestartAnswer = z.object({ restarted: z.number() });
/** POST /closedimported/{id} answers how many imported tickets were closed. */
export const closedImportedAnswer = z.object({ closed: z.number() });

/**
 * GET /whatsapp/channels: the channels the caller's company may add a connection of now (a driver
 * runs for it on this server, the sandbox only with SANDBOX_ENABLED, and the plan allows it).
 */
export const connectionChannelsAnswer = z.object({ channels: z.array(z.enum(connectionChannels)) });
export type ConnectionChannelsAnswer = z.infer<typeof connectionChannelsAnswer>;

/** `company-{id}-whatsapp` payloads. */
export type ConnectionEventPayload =
  | { action: 'update'; whatsapp: ConnectionAnswer }
  | { action: 'delete'; whatsappId: number };
/** `company-{id}-whatsappSession` payloads (spec 2 §4: the session and its qrcode). */
export type ConnectionSessionEventPayload = { action: 'update'; session: ConnectionSessionAnswer };

/** `importMessages-{companyId}` payloads: progress of a connection's history import. */
export type ImportMessagesEventPayload =
  | { action: 'refresh'; whatsappId: number }
  | { action: 'update'; whatsappId: number; status: { this: number; all: number; date: string } };

/**
 * GET /whatsapp-admin/{id}/options (super user): what the connection modal offers when it edits
 * another company's connection — that company's queues and the settings its rules read.
 */
export const connectionAdminOptionsAnswer = z.object({
  queues: z.array(connectionQueueAnswer),
  scheduleType: z.enum(scheduleTypes),
  userRating: z.boolean(),
});
export type ConnectionAdminOptionsAnswer = z.infer<typeof connectionAdminOptionsAnswer>;

/**
 * POST /facebook/pages: the pages a Facebook login's user manages, each with its linked Instagram
 * business account, to pick from before POST /facebook (page tokens never leave the server).
 */
export const facebookPagesBody = z.object({ facebookUserToken: z.string().min(10).max(2000) });
export const facebookPageAnswer = z.object({
  id: z.string(),
  name: z.string(),
  instagram: z.object({ id: z.string(), username: z.string() }).nullable(),
});
export const facebookPagesAnswer = z.object({ pages: z.array(facebookPageAnswer) });
export type FacebookPageAnswer = z.infer<typeof facebookPageAnswer>;
