import { z } from 'zod';
import { recordId } from './record-id';

/**
 * Spec 3 §3 Queue integration, §5 validation, §7 `/queueIntegration` calls and §9 typebot defaults.
 * An integration hands a queue's (or a connection's, a chatbot option's, a flow node's) conversation
 * to an outside engine: Dialogflow, n8n, a generic webhook, Typebot, or one of the company's flows.
 * Secrets (the Dialogflow service-account JSON, the webhook signing secret) are sealed at rest and
 * never part of an answer: the answer says whether one is stored (`has*`), and a manager reads it
 * through the reveal call.
 */

export const queueIntegrationTypes = ['dialogflow', 'n8n', 'webhook', 'typebot', 'flowbuilder'] as const;
export type QueueIntegrationType = (typeof queueIntegrationTypes)[number];

export const queueIntegrationLanguages = ['pt-BR', 'en', 'es'] as const;

export const queueIntegrationValidationMessages = {
  required: 'Required',
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  invalidUrl: 'URL inválida',
  invalidJson: 'JSON inválido',
} as const;
const m = queueIntegrationValidationMessages;

/** Spec 3 §9 Typebot node defaults: delay between messages 1000 ms, expiry 1 (minutes). */
export const queueIntegrationDefaults = { typebotDelayMessage: 1000, typebotExpires: 1, language: 'pt-BR' } as const;

export const queueIntegrationNameField = z.string({ error: m.required }).trim().min(2, m.tooShort).max(50, m.tooLong);
const optionalText = (max: number) => z.string().trim().max(max, m.tooLong).optional().default('');
/** An http(s) URL; where it may point (no private ranges) is checked by the runtime's HTTP client. */
export const integrationUrlField = z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .max(2000, m.tooLong)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), m.invalidUrl);

const commonFields = {
  name: queueIntegrationNameField,
  /** Dialogflow: the Google Cloud project id; other types keep the name here (spec 3 §3). */
  projectName: optionalText(200),
  language: z.enum(queueIntegrationLanguages).optional().default(queueIntegrationDefaults.language),
  /** n8n and webhook: where messages are posted; typebot: the Typebot viewer/API base URL. */
  urlN8N: optionalText(2000),
  typebotSlug: optionalText(200),
  typebotDelayMessage: z
    .number()
    .int()
    .min(0)
    .max(60_000)
    .optional()
    .default(queueIntegrationDefaults.typebotDelayMessage),
  /** Minutes of silence after which the Typebot session ends; 0 never. */
  typebotExpires: z.number().int().min(0).max(10_080).optional().default(queueIntegrationDefaults.typebotExpires),
  typebotKeywordFinish: optionalText(100),
  typebotKeywordRestart: optionalText(100),
  typebotRestartMessage: optionalText(2000),
  typebotUnknownMessage: optionalText(2000),
  /** flowbuilder: the company's flow this integration starts. */
  flowId: z.number().int().positive().nullable().optional().default(null),
};

/**
 * Secrets in a write: a new value replaces the stored one, `null` removes it, leaving the field out
 * keeps it (so an edit never has to send a secret it was never shown).
 */
const secretFields = {
  /** Dialogflow: the service account's JSON key (client_email, private_key...). */
  jsonContent: z.string().max(20_000).nullable().optional(),
  /** n8n and webhook: the secret the HMAC-SHA256 signature header is made with. */
  webhookSecret: z.string().max(500).nullable().optional(),
};

export const queueIntegrationBody = z
  .object({ type: z.enum(queueIntegrationTypes), ...commonFields, ...secretFields })
  .superRefine((value, ctx) => {
    const need = (field: keyof typeof value, ok: boolean, message: string = m.required) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    const validUrl = (url: string) => integrationUrlField.safeParse(url).success;
    if (value.type === 'typebot') {
      need('urlN8N', validUrl(value.urlN8N), value.urlN8N ? m.invalidUrl : m.required);
      need('typebotSlug', value.typebotSlug.length > 0);
    }
    if (value.type === 'n8n' || value.type === 'webhook') {
      need('urlN8N', validUrl(value.urlN8N), value.urlN8N ? m.invalidUrl : m.required);
    }
    if (value.type === 'dialogflow') {
      need('projectName', value.projectName.length > 0);
      if (typeof value.jsonContent === 'string') {
        need('jsonContent', isServiceAccountJson(value.jsonContent), m.invalidJson);
      }
    }
    if (value.type === 'flowbuilder') need('flowId', value.flowId !== null);
  });
export type QueueIntegrationInput = z.input<typeof queueIntegrationBody>;
export type QueueIntegrationBody = z.output<typeof queueIntegrationBody>;

/** A Google service-account key: JSON with client_email and private_key. */
export function isServiceAccountJson(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as Record<string, unknown>).client_email === 'string' &&
      typeof (parsed as Record<string, unknown>).private_key === 'string'
    );
  } catch {
    return false;
  }
}

export const queueIntegrationIdParams = z.object({ id: recordId });

export const queueIntegrationsQuery = z.object({
  searchParam: z.string().trim().max(200).optional().default(''),
  pageNumber: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export const queueIntegrationsPageSize = 20;

export const queueIntegrationAnswer = z.object({
  id: z.number(),
  type: z.enum(queueIntegrationTypes),
  name: z.string(),
  projectName: z.string(),
  language: z.string(),
  urlN8N: z.string(),
  typebotSlug: z.string(),
  typebotDelayMessage: z.number(),
  typebotExpires: z.number(),
  typebotKeywordFinish: z.string(),
  typebotKeywordRestart: z.string(),
  typebotRestartMessage: z.string(),
  typebotUnknownMessage: z.string(),
  flowId: z.number().nullable(),
  /** Whether a secret is stored; its value only through GET /queueIntegration/{id}/secrets. */
  hasJsonContent: z.boolean(),
  hasWebhookSecret: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QueueIntegrationAnswer = z.infer<typeof queueIntegrationAnswer>;

/** GET /queueIntegration/: by name, 20 a page (spec 3 §7). */
export const queueIntegrationsPageAnswer = z.object({
  queueIntegrations: z.array(queueIntegrationAnswer),
  hasMore: z.boolean(),
});
export type QueueIntegrationsPageAnswer = z.infer<typeof queueIntegrationsPageAnswer>;

/** GET /queueIntegration/{id}/secrets: the stored secrets in clear, for a manager who asks to see them. */
export const queueIntegrationSecretsAnswer = z.object({
  jsonContent: z.string().nullable(),
  webhookSecret: z.string().nullable(),
});
export type QueueIntegrationSecretsAnswer = z.infer<typeof queueIntegrationSecretsAnswer>;

/**
 * POST /queueIntegration/testSession (spec 3 §7): a Dialogflow detectIntent with the given (or, with
 * `id`, the stored) credentials, to check them before saving.
 */
export const dialogflowTestBody = z.object({
  id: z.number().int().positive().optional(),
  projectName: z.string().trim().min(1, m.required).max(200),
  jsonContent: z.string().max(20_000).optional(),
  language: z.enum(queueIntegrationLanguages).optional().default(queueIntegrationDefaults.language),
  /** The text sent as the test query. */
  text: z.string().trim().min(1).max(256).optional().default('Olá'),
});
export type DialogflowTestBody = z.output<typeof dialogflowTestBody>;
export const dialogflowTestAnswer = z.object({
  ok: z.literal(true),
  intent: z.string().nullable(),
  fulfillmentText: z.string(),
});
export type DialogflowTestAnswer = z.infer<typeof dialogflowTestAnswer>;

/** Live list updates (spec 3 §7 company-{id}-queueIntegration): never a secret. */
export type QueueIntegrationEvent =
  | { action: 'create' | 'update'; queueIntegration: QueueIntegrationAnswer }
  | { action: 'delete'; integrationId: number };

/** DELETE /queueIntegration/{id}: the web shows its own translated toast for this answer. */
export const queueIntegrationDeletedMessage = 'Integration deleted' as const;
export const queueIntegrationDeletedAnswer = z.object({ message: z.literal(queueIntegrationDeletedMessage) });
