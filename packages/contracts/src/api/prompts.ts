import { z } from 'zod';
import { recordId } from './record-id';

/**
 * Spec 3 §3 Prompt, §5 validation, §7 `/prompt` calls and §9 defaults: an OpenAI assistant tied to a
 * queue. The API key and the speech key are sealed at rest and never part of an answer (`has*` says
 * one is stored; a manager reads them through GET /prompt/{id}/secrets).
 */

/** Spec 3 §9: 'texto' (answer in text) plus the Brazilian Portuguese neural voices of the speech service. */
export const promptVoices = [
  'texto',
  'pt-BR-FranciscaNeural',
  'pt-BR-AntonioNeural',
  'pt-BR-BrendaNeural',
  'pt-BR-DonatoNeural',
  'pt-BR-ElzaNeural',
  'pt-BR-FabioNeural',
  'pt-BR-GiovannaNeural',
  'pt-BR-HumbertoNeural',
  'pt-BR-JulioNeural',
  'pt-BR-LeilaNeural',
  'pt-BR-LeticiaNeural',
  'pt-BR-ManuelaNeural',
  'pt-BR-NicolauNeural',
  'pt-BR-ValerioNeural',
  'pt-BR-YaraNeural',
  'pt-BR-ThalitaNeural',
] as const;
export type PromptVoice = (typeof promptVoices)[number];

export const promptDefaults = { maxTokens: 100, temperature: 1, maxMessages: 10, voice: 'texto' } as const;

export const promptValidationMessages = {
  required: 'Obrigatório',
  queueRequired: 'Informe o setor',
  nameTooShort: 'Muito curto!',
  tooLong: 'Muito longo!',
  promptTooShort: 'Muito curto!',
} as const;
const m = promptValidationMessages;

export const promptLimits = {
  nameMin: 5,
  nameMax: 100,
  promptMin: 50,
  promptMax: 20_000,
  maxTokensMax: 4096,
  temperatureMax: 2,
  maxMessagesMax: 50,
} as const;

const promptFields = {
  name: z
    .string({ error: m.required })
    .trim()
    .min(promptLimits.nameMin, m.nameTooShort)
    .max(promptLimits.nameMax, m.tooLong),
  prompt: z
    .string({ error: m.required })
    .trim()
    .min(promptLimits.promptMin, m.promptTooShort)
    .max(promptLimits.promptMax, m.tooLong),
  queueId: z.number({ error: m.queueRequired }).int().positive(),
  voice: z.enum(promptVoices).optional().default(promptDefaults.voice),
  /** The speech service's region (e.g. brazilsouth), with voiceKey. */
  voiceRegion: z.string().trim().max(50).optional().default(''),
  maxTokens: z.number().int().min(1).max(promptLimits.maxTokensMax).optional().default(promptDefaults.maxTokens),
  temperature: z.number().min(0).max(promptLimits.temperatureMax).optional().default(promptDefaults.temperature),
  maxMessages: z.number().int().min(1).max(promptLimits.maxMessagesMax).optional().default(promptDefaults.maxMessages),
};

/** Secrets in a write: a value replaces, `null` removes, leaving it out keeps the stored one. */
const promptSecretFields = {
  apiKey: z.string().trim().min(1, m.required).max(500).nullable().optional(),
  voiceKey: z.string().trim().max(500).nullable().optional(),
};

/** POST /prompt: an API key is required on create. */
export const promptCreateBody = z.object({
  ...promptFields,
  ...promptSecretFields,
  apiKey: z.string({ error: m.required }).trim().min(1, m.required).max(500),
});
export type PromptCreateInput = z.input<typeof promptCreateBody>;
export type PromptCreateBody = z.output<typeof promptCreateBody>;

/** PUT /prompt/{id}. */
export const promptUpdateBody = z.object({ ...promptFields, ...promptSecretFields });
export type PromptUpdateInput = z.input<typeof promptUpdateBody>;
export type PromptUpdateBody = z.output<typeof promptUpdateBody>;

export const promptIdParams = z.object({ id: recordId });

export const promptAnswer = z.object({
  id: z.number(),
  name: z.string(),
  prompt: z.string(),
  voice: z.string(),
  voiceRegion: z.string(),
  maxTokens: z.number(),
  temperature: z.number(),
  maxMessages: z.number(),
  queueId: z.number().nullable(),
  queue: z.object({ id: z.number(), name: z.string(), color: z.string() }).nullable(),
  hasApiKey: z.boolean(),
  hasVoiceKey: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromptAnswer = z.infer<typeof promptAnswer>;

/** GET /prompt (spec 3 §7: response prompts). */
export const promptsAnswer = z.object({ prompts: z.array(promptAnswer) });
export type PromptsAnswer = z.infer<typeof promptsAnswer>;

export const promptSecretsAnswer = z.object({ apiKey: z.string().nullable(), voiceKey: z.string().nullable() });
export type PromptSecretsAnswer = z.infer<typeof promptSecretsAnswer>;

/** Live list updates (spec 3 §7 company-{companyId}-prompt): never a secret. */
export type PromptEvent =
  | { action: 'create' | 'update'; prompt: PromptAnswer }
  | { action: 'delete'; promptId: number };

/** DELETE /prompt/{id} (spec 3 §7: response message, translated by the web's toast). */
export const promptDeletedMessage = 'Prompt deleted' as const;
export const promptDeletedAnswer = z.object({ message: z.literal(promptDeletedMessage) });
