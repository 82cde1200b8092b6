import {
  type QueueIntegrationAnswer,
  type QueueIntegrationInput,
  type QueueIntegrationType,
  queueIntegrationBody,
  queueIntegrationDefaults,
  queueIntegrationLanguages,
  queueIntegrationValidationMessages,
} from '@chatdesk/contracts';
import { keepSecret, newSecret, type SecretEdit, secretBodyValue } from '../../../components/secret-field';
import { validateWithCatalogue } from '../../../lib/schema-issues';

/** The engines' own names: product names, the same in every language. */
export const integrationTypeNames: Record<QueueIntegrationType, string> = {
  dialogflow: 'Dialogflow',
  n8n: 'N8N',
  webhook: 'Webhook',
  typebot: 'Typebot',
  flowbuilder: 'Flowbuilder',
};

type Language = (typeof queueIntegrationLanguages)[number];

export interface IntegrationFormValues {
  type: QueueIntegrationType;
  name: string;
  projectName: string;
  language: Language;
  urlN8N: string;
  typebotSlug: string;
  /** Number fields hold what was typed; the schema judges it. */
  typebotDelayMessage: string;
  typebotExpires: string;
  typebotKeywordFinish: string;
  typebotKeywordRestart: string;
  typebotRestartMessage: string;
  typebotUnknownMessage: string;
  flowId: number | null;
  jsonContent: SecretEdit;
  webhookSecret: SecretEdit;
}

const languageOf = (value: string | undefined): Language =>
  queueIntegrationLanguages.find((language) => language === value) ?? queueIntegrationDefaults.language;

/** A new integration starts as Typebot with the spec 3 §9 defaults (delay 1000 ms, expiry 1). */
export function integrationValuesOf(integration: QueueIntegrationAnswer | null): IntegrationFormValues {
  return {
    type: integration?.type ?? 'typebot',
    name: integration?.name ?? '',
    projectName: integration?.type === 'dialogflow' ? integration.projectName : '',
    language: languageOf(integration?.language),
    urlN8N: integration?.urlN8N ?? '',
    typebotSlug: integration?.typebotSlug ?? '',
    typebotDelayMessage: String(integration?.typebotDelayMessage ?? queueIntegrationDefaults.typebotDelayMessage),
    typebotExpires: String(integration?.typebotExpires ?? queueIntegrationDefaults.typebotExpires),
    typebotKeywordFinish: integration?.typebotKeywordFinish ?? '',
    typebotKeywordRestart: integration?.typebotKeywordRestart ?? '',
    typebotRestartMessage: integration?.typebotRestartMessage ?? '',
    typebotUnknownMessage: integration?.typebotUnknownMessage ?? '',
    flowId: integration?.flowId ?? null,
    jsonContent: integration?.hasJsonContent ? keepSecret : newSecret,
    webhookSecret: integration?.hasWebhookSecret ? keepSecret : newSecret,
  };
}

/** A whole number as typed, or NaN (refused by the schema) for anything else. */
const wholeNumber = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

/**
 * The write for the chosen type: only that type's fields (the others go back to their defaults),
 * and a secret of another type is removed rather than left stored unused.
 */
export function integrationInputOf(values: IntegrationFormValues, stored: QueueIntegrationAnswer | null) {
  const { type, name } = values;
  const input: QueueIntegrationInput = { type, name, projectName: name };
  const secret = (edit: SecretEdit, used: boolean, had: boolean | undefined) =>
    used ? secretBodyValue(edit) : had ? null : undefined;
  if (type === 'dialogflow') Object.assign(input, { projectName: values.projectName, language: values.language });
  if (type === 'n8n' || type === 'webhook' || type === 'typebot') input.urlN8N = values.urlN8N;
  if (type === 'typebot') {
    Object.assign(input, {
      typebotSlug: values.typebotSlug,
      typebotDelayMessage: wholeNumber(values.typebotDelayMessage),
      typebotExpires: wholeNumber(values.typebotExpires),
      typebotKeywordFinish: values.typebotKeywordFinish,
      typebotKeywordRestart: values.typebotKeywordRestart,
      typebotRestartMessage: values.typebotRestartMessage,
      typebotUnknownMessage: values.typebotUnknownMessage,
    });
  }
  if (type === 'flowbuilder') input.flowId = values.flowId;
  const jsonContent = secret(values.jsonContent, type === 'dialogflow', stored?.hasJsonContent);
  const webhookSecret = secret(values.webhookSecret, type === 'n8n' || type === 'webhook', stored?.hasWebhookSecret);
  if (jsonContent !== undefined) input.jsonContent = jsonContent;
  if (webhookSecret !== undefined) input.webhookSecret = webhookSecret;
  return input;
}

/** The texts the dialog can show, keyed as `queueIntegrations.validation.*` (spec 3 §5). */
export const integrationTexts = { ...queueIntegrationValidationMessages, invalid: 'Valor inválido' };
export type IntegrationTextKey = keyof typeof integrationTexts;
export type IntegrationErrors = Partial<Record<keyof IntegrationFormValues, IntegrationTextKey>>;

const standIns = {
  name: 'stand-in',
  typebotDelayMessage: queueIntegrationDefaults.typebotDelayMessage,
  typebotExpires: queueIntegrationDefaults.typebotExpires,
};
const check = (input: QueueIntegrationInput) =>
  validateWithCatalogue(queueIntegrationBody, input, integrationTexts, 'invalid').errors;

/**
 * Every problem of the write at once, or null. The type's own rules (the schema's refinement) only
 * run once the common fields pass, so a refused name or number would hide them: they are checked
 * again with stand-ins for those. An empty name is 'Required' rather than 'Too Short!' (spec 3 §5).
 */
export function integrationErrorsOf(input: QueueIntegrationInput): IntegrationErrors | null {
  const errors = check(input);
  if (!errors) return null;
  const typeRules = check({ ...input, ...standIns });
  return { ...typeRules, ...errors, ...(input.name.trim() === '' ? { name: 'required' as const } : {}) };
}

/** A signing secret for n8n and webhooks: 32 random bytes in hex. */
export function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
