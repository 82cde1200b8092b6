/** Request and response schemas of the settings API, shared by the API routes and the web forms. */
import { z } from 'zod';
import { recordId } from './record-id';

// ---------------------------------------------------------------- global settings (spec 2 §3)

/** Payment-provider credentials and the audio-transcription key: the super user's eyes only. */
export const secretSettingKeys = [
  'eficlientid',
  'eficlientsecret',
  'efichavepix',
  'mpaccesstoken',
  'stripeprivatekey',
  'asaastoken',
  'openaikeyaudio',
  // The webhook secrets that prove a notification comes from the provider (docs/billing.md).
  'stripewebhooksecret',
  'mpwebhooksecret',
  'asaaswebhooktoken',
] as const;

/** Readable without a session (login page, signup link, branding before login). */
export const publicSettingKeys = [
  'allowSignup',
  'appName',
  'appLogoLight',
  'appLogoDark',
  'appLogoFavicon',
  'primaryColorLight',
  'primaryColorDark',
  'supportChatUrl',
] as const;

/**
 * Public values set by the server's environment, read like public settings but never stored or
 * written: the Meta app id of the Facebook login (empty when unset) and the Facebook SDK's URL.
 */
export const publicConfigKeys = ['metaAppId', 'metaSdkUrl'] as const;
export type PublicConfigKey = (typeof publicConfigKeys)[number];
export const isPublicConfigKey = (key: string): key is PublicConfigKey =>
  (publicConfigKeys as readonly string[]).includes(key);

export const globalSettingKeys = ['userCreation', 'downloadLimit', ...publicSettingKeys, ...secretSettingKeys] as const;
export type GlobalSettingKey = (typeof globalSettingKeys)[number];
export type PublicSettingKey = (typeof publicSettingKeys)[number];

export const isGlobalSettingKey = (key: string): key is GlobalSettingKey =>
  (globalSettingKeys as readonly string[]).includes(key);
export const isSecretSettingKey = (key: string): boolean => (secretSettingKeys as readonly string[]).includes(key);
export const isPublicSettingKey = (key: string): key is PublicSettingKey =>
  (publicSettingKeys as readonly string[]).includes(key);

/** Spec 2 §9: download limit options in MB, default 64. */
export const downloadLimitOptions = [32, 64, 128, 256, 512, 1024, 2048] as const;

const toggle = z.enum(['enabled', 'disabled'], { error: 'Valor inválido' });
const color = z
  .string()
  .trim()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Cor inválida');
/** A logo is empty (the built-in one) or a file stored by POST /settings-whitelabel/logo. */
const logo = z.union([z.literal(''), z.string().regex(/^\/public\/[1-9]\d{0,9}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/)]);
const secret = z.string().trim().max(2000, 'Muito extenso!');

/** What each global key accepts; values are stored and answered as strings. */
export const globalSettingValueSchemas: Record<GlobalSettingKey, z.ZodType<string>> = {
  userCreation: toggle,
  allowSignup: toggle,
  downloadLimit: z
    .string()
    .refine((value) => (downloadLimitOptions as readonly number[]).map(String).includes(value), 'Valor inválido'),
  appName: z.string().trim().max(60, 'Muito extenso!'),
  primaryColorLight: color,
  primaryColorDark: color,
  appLogoLight: logo,
  appLogoDark: logo,
  appLogoFavicon: logo,
  /** The login page's support-chat button: an https link or a phone number (opened as wa.me); empty hides it. */
  supportChatUrl: z.union([
    z.literal(''),
    z.string().trim().max(300).url('URL inválida').startsWith('https://', 'URL inválida'),
    z
      .string()
      .trim()
      .regex(/^\+?\d{10,15}$/, 'Telefone inválido'),
  ]),
  eficlientid: secret,
  eficlientsecret: secret,
  efichavepix: secret,
  mpaccesstoken: secret,
  stripeprivatekey: secret,
  asaastoken: secret,
  openaikeyaudio: secret,
  stripewebhooksecret: secret,
  mpwebhooksecret: secret,
  asaaswebhooktoken: secret,
};

export const settingKeyParams = z.object({ key: z.string().max(100) });

/** PUT /settings/{key}. Numbers and booleans are accepted and stored as their text. */
export const updateSettingBody = z.object({
  value: z.union([z.string().max(4000), z.number(), z.boolean()]).transform(String),
});
export type UpdateSettingBody = z.input<typeof updateSettingBody>;

/**
 * GET /setting/{key}, GET /public-settings/{key}, PUT /settings/{key}. A secret key (payment
 * credentials, webhook secrets, the transcription key) never travels back: its `value` is '' and
 * `isSet` says whether one is stored.
 */
export const settingAnswer = z.object({ key: z.string(), value: z.string(), isSet: z.boolean().optional() });
export type Setting = z.infer<typeof settingAnswer>;

/** GET /settings (super user): every known global key, defaults filled in. */
export const settingListAnswer = z.array(settingAnswer.extend({ updatedAt: z.string().nullable() }));

/** GET /public-settings/{key}: the old client sends an env token as `token`; it is not needed and is ignored. */
export const publicSettingQuery = z.object({ token: z.string().max(500).optional() });

// ---------------------------------------------------------------- white-label logos

/** POST /settings-whitelabel/logo: multipart fields typeArch, mode and one image (or .ico) file. */
export const whitelabelLogoModes = ['Light', 'Dark', 'Favicon'] as const;
export type WhitelabelLogoMode = (typeof whitelabelLogoModes)[number];
export const whitelabelLogoKey: Record<WhitelabelLogoMode, PublicSettingKey> = {
  Light: 'appLogoLight',
  Dark: 'appLogoDark',
  Favicon: 'appLogoFavicon',
};
export const whitelabelLogoMaxBytes = 2 * 1024 * 1024;
export const whitelabelLogoFields = z.object({
  typeArch: z.string().max(40).optional(),
  mode: z.enum(whitelabelLogoModes, { error: 'Modo inválido' }),
});
/** `key` is the updated setting; `name` the stored file; `url` (also the setting's value) serves it. */
export const whitelabelLogoAnswer = z.object({ key: z.string(), name: z.string(), url: z.string() });
export type WhitelabelLogo = z.infer<typeof whitelabelLogoAnswer>;

// ---------------------------------------------------------------- company settings (spec 2 §2 options tab)

export const companySettingToggleColumns = [
  'userRating',
  'acceptCallWhatsapp',
  'userRandom',
  'sendGreetingMessageOneQueues',
  'sendSignMessage',
  'sendFarewellWaitingTicket',
  'sendGreetingAccepted',
  'sendQueuePosition',
  'acceptAudioMessageContact',
  'enableLGPD',
  'requiredTag',
  'lgpdDeleteMessage',
  'lgpdHideNumber',
  'lgpdConsent',
  'sendMsgTransfTicket',
  'DirectTicketsToWallets',
] as const;
/** Spec 2 §4: these two take booleans (stored as 'enabled'/'disabled' like the other options). */
export const companySettingBooleanColumns = ['closeTicketOnTransfer', 'showNotificationPending'] as const;
export const companySettingTextColumns = [
  'lgpdMessage',
  'lgpdLink',
  'transferMessage',
  'greetingAcceptedMessage',
  'AcceptCallWhatsappMessage',
  'sendQueuePositionMessage',
] as const;
export const scheduleTypes = ['disabled', 'queue', 'company', 'connection'] as const;
export const chatBotTypes = ['text', 'list', 'button'] as const;

export const companySettingColumns = [
  ...companySettingToggleColumns,
  ...companySettingBooleanColumns,
  ...companySettingTextColumns,
  'scheduleType',
  'chatBotType',
] as const;
export type CompanySettingColumn = (typeof companySettingColumns)[number];
export type CompanySettingBooleanColumn = (typeof companySettingBooleanColumns)[number];
export const isCompanySettingBooleanColumn = (column: string): column is CompanySettingBooleanColumn =>
  (companySettingBooleanColumns as readonly string[]).includes(column);

const booleanInput = z.union([
  z.boolean(),
  z.enum(['true', 'enabled']).transform(() => true),
  z.enum(['false', 'disabled']).transform(() => false),
]);
const messageText = z.string().max(2000, 'Muito extenso!');

/** What PUT /companySettings accepts as `data` for each column. */
export const companySettingDataSchemas = {
  ...Object.fromEntries(companySettingToggleColumns.map((column) => [column, toggle])),
  ...Object.fromEntries(companySettingBooleanColumns.map((column) => [column, booleanInput])),
  ...Object.fromEntries(companySettingTextColumns.map((column) => [column, messageText])),
  lgpdLink: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Link inválido' }).max(500)]),
  scheduleType: z.enum(scheduleTypes, { error: 'Valor inválido' }),
  chatBotType: z.enum(chatBotTypes, { error: 'Valor inválido' }),
} as unknown as Record<CompanySettingColumn, z.ZodType<string | boolean>>;

const companySettingsShape = {
  ...Object.fromEntries(companySettingToggleColumns.map((column) => [column, toggle])),
  ...Object.fromEntries(companySettingBooleanColumns.map((column) => [column, z.boolean()])),
  ...Object.fromEntries(companySettingTextColumns.map((column) => [column, z.string()])),
  scheduleType: z.enum(scheduleTypes),
  chatBotType: z.enum(chatBotTypes),
} as {
  [K in CompanySettingColumn]: K extends CompanySettingBooleanColumn
    ? z.ZodBoolean
    : K extends (typeof companySettingTextColumns)[number]
      ? z.ZodString
      : K extends 'scheduleType'
        ? z.ZodEnum<{ [V in (typeof scheduleTypes)[number]]: V }>
        : K extends 'chatBotType'
          ? z.ZodEnum<{ [V in (typeof chatBotTypes)[number]]: V }>
          : typeof toggle;
};

/** GET /companySettings/{id} and PUT /companySettings: the company's options as a map by column name. */
export const companySettingsAnswer = z.object(companySettingsShape);
export type CompanySettings = z.infer<typeof companySettingsAnswer>;

/**
 * Spec 2 §5: a message text is required while its option is in the given state. A PUT that
 * changes the option may carry the text in `message` so both are saved together.
 */
export const companySettingMessageRules = [
  { option: 'sendMsgTransfTicket', when: 'enabled', message: 'transferMessage' },
  { option: 'sendGreetingAccepted', when: 'enabled', message: 'greetingAcceptedMessage' },
  { option: 'sendQueuePosition', when: 'enabled', message: 'sendQueuePositionMessage' },
  { option: 'acceptCallWhatsapp', when: 'disabled', message: 'AcceptCallWhatsappMessage' },
] as const satisfies readonly {
  option: (typeof companySettingToggleColumns)[number];
  when: 'enabled' | 'disabled';
  message: (typeof companySettingTextColumns)[number];
}[];

/** The message columns that are required by their option but empty (for the API and the options form). */
export function missingCompanySettingMessages(
  settings: Pick<CompanySettings, (typeof companySettingMessageRules)[number]['option' | 'message']>,
): (typeof companySettingMessageRules)[number]['message'][] {
  return companySettingMessageRules
    .filter((rule) => settings[rule.option] === rule.when && settings[rule.message].trim() === '')
    .map((rule) => rule.message);
}

/** PUT /companySettings. */
export const updateCompanySettingBody = z.object({
  column: z.enum(companySettingColumns, { error: 'Configuração desconhecida' }),
  data: z.union([z.string().max(2000), z.boolean()]),
  /** The companion text of an option with a message rule (see companySettingMessageRules). */
  message: messageText.optional(),
});
export type UpdateCompanySettingBody = z.input<typeof updateCompanySettingBody>;

/** GET /companySettingOne?column=X (also accepts `key` as the parameter name). */
export const companySettingOneQuery = z
  .object({ column: z.enum(companySettingColumns).optional(), key: z.enum(companySettingColumns).optional() })
  .refine((query) => query.column ?? query.key, { message: 'Obrigatório', path: ['column'] })
  .transform((query) => ({ column: (query.column ?? query.key) as CompanySettingColumn }));

export const companySettingOneAnswer = z.object({
  key: z.enum(companySettingColumns),
  value: z.union([z.string(), z.boolean()]),
});
export type CompanySettingOne = z.infer<typeof companySettingOneAnswer>;

/**
 * GET /companySettingOnePayment: which payment providers the platform has credentials for, so
 * the checkout offers only those. Never the credentials themselves.
 */
export const paymentProvidersAnswer = z.object({
  efi: z.boolean(),
  mercadopago: z.boolean(),
  stripe: z.boolean(),
  asaas: z.boolean(),
});
export type PaymentProviders = z.infer<typeof paymentProvidersAnswer>;

export const companySettingsParams = z.object({ id: recordId });

// ---------------------------------------------------------------- stored company options

/**
 * Defaults of every company option (spec 2 §2 options tab, spec 1 §3 workspace columns).
 * The keys are the spec's names, so the row maps 1:1 to the `companieSettings` key/value list;
 * values stay strings ('enabled'/'disabled', a mode, or a message text) as the client reads them.
 */
export const companySettingDefaults = {
  userRating: 'disabled',
  scheduleType: 'disabled',
  chatBotType: 'text',
  acceptCallWhatsapp: 'enabled',
  userRandom: 'disabled',
  sendGreetingMessageOneQueues: 'enabled',
  sendSignMessage: 'enabled',
  sendFarewellWaitingTicket: 'disabled',
  sendGreetingAccepted: 'disabled',
  sendQueuePosition: 'disabled',
  acceptAudioMessageContact: 'enabled',
  enableLGPD: 'disabled',
  requiredTag: 'disabled',
  lgpdDeleteMessage: 'disabled',
  lgpdHideNumber: 'disabled',
  lgpdConsent: 'disabled',
  lgpdMessage: '',
  lgpdLink: '',
  sendMsgTransfTicket: 'disabled',
  DirectTicketsToWallets: 'disabled',
  closeTicketOnTransfer: 'disabled',
  transferMessage: '',
  greetingAcceptedMessage: '',
  AcceptCallWhatsappMessage: '',
  sendQueuePositionMessage: '',
  showNotificationPending: 'disabled',
} as const;
export type CompanySettingKey = keyof typeof companySettingDefaults;
export const companySettingKeys = Object.keys(companySettingDefaults) as CompanySettingKey[];

/**
 * Every option is stored as text (the login answer's `companieSettings` list reads them so);
 * the two boolean options of spec 2 §4 are stored 'enabled'/'disabled' and answered as booleans.
 */
export function toCompanySettingsAnswer(values: Record<CompanySettingKey, string>): CompanySettings {
  const answer: Record<string, string | boolean> = {};
  for (const column of companySettingColumns) answer[column] = toAnswerValue(column, values[column]);
  return answer as CompanySettings;
}

export function toAnswerValue(column: CompanySettingColumn, stored: string): string | boolean {
  return isCompanySettingBooleanColumn(column) ? stored === 'enabled' || stored === 'true' : stored;
}
