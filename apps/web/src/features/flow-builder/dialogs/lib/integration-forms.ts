import { z } from 'zod';

/**
 * The integration nodes' settings (spec 3 §3 "Typebot node integration", "OpenAI node integration";
 * §5 Flow nodes; §9 defaults), stored under the node's `typebotIntegration`. The graph schema keeps
 * them open (a record) until the integrations' runtime defines what it reads; these are what the
 * editor writes.
 */
const typebotText = { required: 'Required', tooShort: 'Too Short!', tooLong: 'Too Long!' } as const;
export const invalidUrlText = 'URL inválida';

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
const count = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : Number(value)),
    z.number().int().min(min).max(max),
  );

export const typebotLanguages = ['pt-BR', 'en', 'es'] as const;

export const typebotNodeSettings = z
  .object({
    name: z.string().trim().min(1, typebotText.required).min(2, typebotText.tooShort).max(50, typebotText.tooLong),
    urlN8N: z.string().trim().min(1, typebotText.required).max(500).refine(isHttpUrl, invalidUrlText),
    typebotSlug: z.string().trim().min(1, typebotText.required).max(200),
    typebotExpires: count(0, 100_000, 1),
    typebotDelayMessage: count(0, 60_000, 1000),
    typebotKeywordFinish: optionalText(200),
    typebotKeywordRestart: optionalText(200),
    typebotUnknownMessage: optionalText(1000),
    typebotRestartMessage: optionalText(1000),
    language: z.enum(typebotLanguages).optional().default('pt-BR'),
  })
  .transform((settings) => ({
    ...settings,
    type: 'typebot' as const,
    projectName: settings.name,
    jsonContent: '',
  }));

/** Texto plus the sixteen Brazilian Portuguese neural voices of the flow node dialog (spec 3 §9). */
export const openAiVoices = [
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
  'pt-BR-ThalitaNeural',
  'pt-BR-ValerioNeural',
  'pt-BR-YaraNeural',
] as const;

const requiredText = (max: number) => z.string().trim().min(1, 'Obrigatório').max(max);

export const openAiNodeSettings = z.object({
  name: requiredText(100),
  prompt: requiredText(10_000),
  voice: z.enum(openAiVoices).optional().default('texto'),
  voiceKey: optionalText(500),
  voiceRegion: optionalText(100),
  maxTokens: count(1, 100_000, 100),
  temperature: z.preprocess(
    (value) => (value === '' || value === undefined ? 1 : Number(value)),
    z.number().min(0).max(2),
  ),
  apiKey: requiredText(500),
  queueId: z.number().int().positive().nullable().optional().default(null),
  maxMessages: count(1, 1000, 10),
});

export const typebotDefaults = { typebotDelayMessage: '1000', typebotExpires: '1', language: 'pt-BR' } as const;
export const openAiDefaults = { voice: 'texto', maxTokens: '100', temperature: '1', maxMessages: '10' } as const;
