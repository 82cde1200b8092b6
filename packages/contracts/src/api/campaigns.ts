import { z } from 'zod';
import { recordId } from './record-id';

/** Shared vocabulary of campaigns and their sends (spec 3 §2 Campaigns, §3 Campaign, §4 Campaign status, §9). */

/** Spec 3 §4: INATIVA on create; PROGRAMADA waits for scheduledAt; EM_ANDAMENTO sends; CANCELADA; FINALIZADA. */
export const campaignStatuses = ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** Spec 3 §3: the ticket a send leaves behind, when openTicket is enabled. */
export const campaignTicketStatuses = ['closed', 'pending', 'open'] as const;
export type CampaignTicketStatus = (typeof campaignTicketStatuses)[number];

/** Spec 3 §9: up to five message variants and five confirmation variants. */
export const campaignVariantCount = 5;

/**
 * One recipient's send, from the snapshot taken when the campaign starts:
 * - `queued`: waiting for its turn (or for the recipient's confirmation reply to be sent the message);
 * - `sending`: its message row is written and the channel is sending it (docs/campaigns.md);
 * - `confirmation_requested`: the confirmation variant went out, the reply is awaited;
 * - `sent` → `delivered` → `read`: the campaign message, as the channel acknowledges it;
 * - `refused`: the recipient answered the confirmation negatively;
 * - `failed`: retries exhausted (reason kept);
 * - `skipped`: never sent (blocked contact, disabled number, no WhatsApp; reason kept).
 */
export const campaignShippingStatuses = [
  'queued',
  'sending',
  'confirmation_requested',
  'sent',
  'delivered',
  'read',
  'refused',
  'failed',
  'skipped',
] as const;
export type CampaignShippingStatus = (typeof campaignShippingStatuses)[number];

// ---------------------------------------------------------------------------------------------
// Campaign settings (spec 3 §3 Campaign settings, §9 defaults and choices; GET/POST /campaign-settings)
// ---------------------------------------------------------------------------------------------

/** Spec 3 §9: seconds between two sends; 0 is "no interval". */
export const campaignMessageIntervalChoices = [0, 5, 10, 15, 20, 30, 60, 70, 80, 100, 120] as const;
/**
 * Spec 3 §9: the labels of the interval choices are the values in seconds, except that the value 60
 * reads "40 s" and the value 70 reads "60 s" (kept as the product shows them).
 */
export const campaignMessageIntervalLabelSeconds = (value: number): number =>
  value === 60 ? 40 : value === 70 ? 60 : value;
/** Spec 3 §9: the longer pause comes after this many messages; 0 never. */
export const campaignLongerIntervalAfterChoices = [0, 5, 10, 15, 20, 30, 40, 50, 60] as const;
/** Spec 3 §9: the longer pause in seconds, 0 or 20 to 180 (steps of 10). */
export const campaignGreaterIntervalChoices = [
  0,
  ...Array.from({ length: 17 }, (_, index) => 20 + index * 10),
] as const;

/** Spec 3 §3: the recipient's own fields, always available in a campaign's texts as {nome}, {numero}, {email}. */
export const campaignBuiltInVariables = ['nome', 'numero', 'email'] as const;
export const campaignVariableMaxCount = 50;
export const campaignVariableKeyPattern = /^[A-Za-z0-9_]{1,30}$/;

const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const campaignTimeOfDay = z.string().regex(timeOfDayPattern, 'HH:MM');
const choice = (values: readonly number[]) =>
  z.coerce.number().refine((value) => values.includes(value), { message: 'Valor inválido' });

/** A custom message variable: `{key}` in a text becomes `value`. */
export const campaignVariable = z.object({
  key: z
    .string()
    .trim()
    .regex(campaignVariableKeyPattern, 'Use letras, números e _ (até 30)')
    .refine((key) => !(campaignBuiltInVariables as readonly string[]).includes(key.toLowerCase()), {
      message: 'Variável reservada',
    }),
  value: z.string().max(1000),
});
export type CampaignVariable = z.infer<typeof campaignVariable>;

/** Spec 3 §3 Campaign settings, as the page edits them. */
export const campaignSettings = z
  .object({
    messageInterval: choice(campaignMessageIntervalChoices),
    longerIntervalAfter: choice(campaignLongerIntervalAfterChoices),
    greaterInterval: choice(campaignGreaterIntervalChoices),
    variables: z
      .array(campaignVariable)
      .max(campaignVariableMaxCount)
      .refine(
        (list) => new Set(list.map((variable) => String(variable?.key ?? '').toLowerCase())).size === list.length,
        {
          message: 'Variável repetida',
        },
      ),
    sabado: z.boolean(),
    domingo: z.boolean(),
    startHour: campaignTimeOfDay,
    endHour: campaignTimeOfDay,
  })
  // A malformed hour is reported on its own field, not again as an order problem.
  .refine(
    ({ startHour, endHour }) =>
      !timeOfDayPattern.test(startHour) || !timeOfDayPattern.test(endHour) || startHour < endHour,
    {
      path: ['endHour'],
      message: 'O fim deve ser depois do início',
    },
  );
export type CampaignSettings = z.output<typeof campaignSettings>;

/** Spec 3 §9 defaults: what a company without saved settings reads. */
export const campaignSettingsDefaults: CampaignSettings = {
  messageInterval: 20,
  longerIntervalAfter: 20,
  greaterInterval: 60,
  variables: [],
  sabado: false,
  domingo: false,
  startHour: '09:00',
  endHour: '18:00',
};

export const campaignSettingKeys = Object.keys(campaignSettingsDefaults) as (keyof CampaignSettings)[];

/** POST /campaign-settings: `{ settings }` (spec 3 §7). */
export const campaignSettingsBody = z.object({ settings: campaignSettings });

/** GET and POST /campaign-settings answer the spec's key/value list (spec 3 §3). */
export const campaignSettingsAnswer = z.array(
  z.discriminatedUnion('key', [
    z.object({ key: z.literal('messageInterval'), value: z.number() }),
    z.object({ key: z.literal('longerIntervalAfter'), value: z.number() }),
    z.object({ key: z.literal('greaterInterval'), value: z.number() }),
    z.object({ key: z.literal('variables'), value: z.array(z.object({ key: z.string(), value: z.string() })) }),
    z.object({ key: z.literal('sabado'), value: z.boolean() }),
    z.object({ key: z.literal('domingo'), value: z.boolean() }),
    z.object({ key: z.literal('startHour'), value: z.string() }),
    z.object({ key: z.literal('endHour'), value: z.string() }),
  ]),
);
export type CampaignSettingsAnswer = z.infer<typeof campaignSettingsAnswer>;

/** The key/value list of `settings`, in the spec's order. */
export const campaignSettingsList = (settings: CampaignSettings): CampaignSettingsAnswer =>
  campaignSettingKeys.map((key) => ({ key, value: settings[key] }) as CampaignSettingsAnswer[number]);

/** The settings object of a key/value list; keys it lacks read as the defaults. */
export function campaignSettingsOf(list: CampaignSettingsAnswer): CampaignSettings {
  const settings: Record<string, unknown> = { ...campaignSettingsDefaults };
  for (const entry of list) settings[entry.key] = entry.value;
  return settings as CampaignSettings;
}

// ---------------------------------------------------------------------------------------------
// Campaigns (spec 3 §2 Campaigns, §3 Campaign, §4 Campaign status, §5, §7)
// ---------------------------------------------------------------------------------------------

/** Spec 3 §5 texts of the campaign form (the product's own, in English as it shows them). */
export const campaignValidationMessages = {
  required: 'Required',
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  queueRequired: 'Informe o setor',
} as const;
const cm = campaignValidationMessages;

export const campaignNameMinLength = 2;
export const campaignNameMaxLength = 50;
export const campaignMessageMaxLength = 4096;
/** Spec 3 §4: a scheduled campaign stays editable while more than this is left before it starts. */
export const campaignEditLeadMs = 3_600_000;
/** Spec 3 §4: the report reloads this long after a live update says the campaign finished. */
export const campaignFinishedReloadMs = 5000;
/** The attachment sent with the first message of each recipient. */
export const campaignMediaKinds = ['image', 'audio', 'video', 'document'] as const;
export const campaignMediaMaxBytes = 16 * 1024 * 1024;
export const campaignsPageSize = 20;

const campaignMessageField = z.string().max(campaignMessageMaxLength, cm.tooLong).default('');
const optionalCampaignRef = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  recordId.nullable(),
);

export const campaignMessageFields = ['message1', 'message2', 'message3', 'message4', 'message5'] as const;
export const campaignConfirmationFields = [
  'confirmationMessage1',
  'confirmationMessage2',
  'confirmationMessage3',
  'confirmationMessage4',
  'confirmationMessage5',
] as const;

/** POST /campaigns and PUT /campaigns/{id}. scheduledAt is an instant (ISO 8601 with offset) or empty. */
export const campaignBody = z
  .object({
    // One problem per name, none aborting, so the other fields' rules are still checked.
    name: z
      .string({ error: cm.required })
      .trim()
      .max(campaignNameMaxLength, cm.tooLong)
      .refine((name) => name.length >= campaignNameMinLength, {
        error: (issue) => (issue.input === '' ? cm.required : cm.tooShort),
      }),
    message1: campaignMessageField,
    message2: campaignMessageField,
    message3: campaignMessageField,
    message4: campaignMessageField,
    message5: campaignMessageField,
    confirmationMessage1: campaignMessageField,
    confirmationMessage2: campaignMessageField,
    confirmationMessage3: campaignMessageField,
    confirmationMessage4: campaignMessageField,
    confirmationMessage5: campaignMessageField,
    confirmation: z.boolean().default(false),
    scheduledAt: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z.iso.datetime({ offset: true }).nullable(),
    ),
    contactListId: optionalCampaignRef,
    tagListId: optionalCampaignRef,
    whatsappId: z.preprocess((value) => (value === '' ? undefined : value), recordId.optional()),
    openTicket: z.enum(['enabled', 'disabled']).default('disabled'),
    userId: optionalCampaignRef,
    queueId: optionalCampaignRef,
    statusTicket: z.enum(campaignTicketStatuses).default('closed'),
  })
  .superRefine(
    (campaign, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';
      if (campaign.whatsappId === undefined) issue('whatsappId', cm.required);
      if (blank(campaign.message1)) issue('message1', cm.required);
      if (campaign.confirmation === true && blank(campaign.confirmationMessage1))
        issue('confirmationMessage1', cm.required);
      if ((campaign.contactListId == null) === (campaign.tagListId == null)) issue('contactListId', cm.required);
      if (campaign.openTicket === 'enabled' && campaign.userId != null && campaign.queueId == null)
        issue('queueId', cm.queueRequired);
    },
    // Checked even when another field fails, so the form shows every problem at once (an object at least).
    { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
  );
export type CampaignInput = z.input<typeof campaignBody>;
export type CampaignFields = z.output<typeof campaignBody>;

const namedRef = z.object({ id: z.number(), name: z.string() }).nullable();

/** A campaign as stored and as live events carry it, with its list's and connection's names. */
export const campaignRecord = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(campaignStatuses),
  message1: z.string(),
  message2: z.string(),
  message3: z.string(),
  message4: z.string(),
  message5: z.string(),
  confirmationMessage1: z.string(),
  confirmationMessage2: z.string(),
  confirmationMessage3: z.string(),
  confirmationMessage4: z.string(),
  confirmationMessage5: z.string(),
  confirmation: z.boolean(),
  scheduledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  contactListId: z.number().nullable(),
  tagListId: z.number().nullable(),
  whatsappId: z.number().nullable(),
  userId: z.number().nullable(),
  queueId: z.number().nullable(),
  statusTicket: z.enum(campaignTicketStatuses),
  openTicket: z.enum(['enabled', 'disabled']),
  mediaPath: z.string().nullable(),
  mediaName: z.string().nullable(),
  contactList: namedRef,
  tagList: namedRef,
  whatsapp: namedRef,
  /** The ticket's user (openTicket), named for the dialog's user search. */
  user: namedRef,
  updatedAt: z.string(),
});
export type CampaignRecord = z.infer<typeof campaignRecord>;

/** GET /campaigns: searchParam matches the name. */
export const campaignsQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type CampaignsQuery = z.output<typeof campaignsQuery>;
export const campaignsPageAnswer = z.object({
  records: z.array(campaignRecord),
  count: z.number(),
  hasMore: z.boolean(),
});
export type CampaignsPageAnswer = z.infer<typeof campaignsPageAnswer>;

export const campaignIdParams = z.object({ id: recordId });

/** GET /campaigns/{id}/report: the counts of the campaign's sends (campaign_shippings). */
export const campaignReportCounts = z.object({
  /** Every recipient of the snapshot. */
  total: z.number(),
  /** Recipients the campaign may send to: all but the skipped ones. */
  valid: z.number(),
  sent: z.number(),
  delivered: z.number(),
  read: z.number(),
  replied: z.number(),
  failed: z.number(),
  skipped: z.number(),
  confirmationRequested: z.number(),
  confirmed: z.number(),
  refused: z.number(),
});
export type CampaignReportCounts = z.infer<typeof campaignReportCounts>;
export const campaignReportAnswer = z.object({ campaign: campaignRecord, report: campaignReportCounts });
export type CampaignReportAnswer = z.infer<typeof campaignReportAnswer>;

/**
 * Spec 3 §4: editable while INATIVA, or PROGRAMADA with more than 1 hour before scheduledAt.
 * The server applies the same rule with its own clock.
 */
export function campaignEditable(campaign: { status: CampaignStatus; scheduledAt: string | null }, now: Date): boolean {
  if (campaign.status === 'INATIVA') return true;
  if (campaign.status !== 'PROGRAMADA' || campaign.scheduledAt === null) return false;
  return new Date(campaign.scheduledAt).getTime() - now.getTime() > campaignEditLeadMs;
}

/** Spec 3 §4: what may be saved: an editable campaign, or a cancelled one. */
export const campaignSaveable = (campaign: { status: CampaignStatus; scheduledAt: string | null }, now: Date) =>
  campaign.status === 'CANCELADA' || campaignEditable(campaign, now);

/** Spec 3 §4: stop is offered while sending (the API also cancels a scheduled one), restart when cancelled. */
export const campaignCancellable = (status: CampaignStatus) => status === 'EM_ANDAMENTO' || status === 'PROGRAMADA';
export const campaignRestartable = (status: CampaignStatus) => status === 'CANCELADA';
/** A running campaign is cancelled before it is deleted. */
export const campaignDeletable = (status: CampaignStatus) => status !== 'EM_ANDAMENTO';

/** `company-{id}-campaign`: a create or update upserts, a delete removes (spec 3 §4). */
export type CampaignEventPayload =
  | { action: 'create' | 'update'; record: CampaignRecord }
  | { action: 'delete'; id: number };
