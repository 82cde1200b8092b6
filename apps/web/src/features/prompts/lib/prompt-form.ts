import {
  type PromptAnswer,
  type PromptUpdateInput,
  type PromptVoice,
  promptDefaults,
  promptValidationMessages,
  promptVoices,
} from '@chatdesk/contracts';
import { keepSecret, newSecret, type SecretEdit, secretBodyValue } from '../../../components/secret-field';

export interface PromptFormValues {
  name: string;
  prompt: string;
  /** '': no queue chosen yet ('Informe o setor'). */
  queueId: number | '';
  voice: PromptVoice;
  voiceRegion: string;
  /** Number fields hold what was typed; the schema judges it. */
  maxTokens: string;
  temperature: number;
  maxMessages: string;
  apiKey: SecretEdit;
  voiceKey: SecretEdit;
}

const voiceOf = (value: string | undefined): PromptVoice =>
  promptVoices.find((voice) => voice === value) ?? promptDefaults.voice;

/** A new prompt starts with the spec 3 §9 defaults: 100 tokens, temperature 1, 10 messages, texto. */
export function promptValuesOf(prompt: PromptAnswer | null): PromptFormValues {
  return {
    name: prompt?.name ?? '',
    prompt: prompt?.prompt ?? '',
    queueId: prompt?.queueId ?? '',
    voice: voiceOf(prompt?.voice),
    voiceRegion: prompt?.voiceRegion ?? '',
    maxTokens: String(prompt?.maxTokens ?? promptDefaults.maxTokens),
    temperature: prompt?.temperature ?? promptDefaults.temperature,
    maxMessages: String(prompt?.maxMessages ?? promptDefaults.maxMessages),
    apiKey: prompt?.hasApiKey ? keepSecret : newSecret,
    voiceKey: prompt?.hasVoiceKey ? keepSecret : newSecret,
  };
}

const wholeNumber = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

/** Whether a voice other than texto answers: only then do the voice key and region count. */
export const speaks = (values: Pick<PromptFormValues, 'voice'>) => values.voice !== 'texto';

/**
 * The write: secrets left alone are left out, and a voice key is removed when the prompt goes back
 * to answering in text.
 */
export function promptInputOf(values: PromptFormValues, stored: PromptAnswer | null): PromptUpdateInput {
  const voiceKey = speaks(values) ? secretBodyValue(values.voiceKey) : stored?.hasVoiceKey ? null : undefined;
  const apiKey = secretBodyValue(values.apiKey);
  return {
    name: values.name,
    prompt: values.prompt,
    // No queue: refused by the schema with 'Informe o setor'.
    queueId: values.queueId === '' ? Number.NaN : values.queueId,
    voice: values.voice,
    voiceRegion: speaks(values) ? values.voiceRegion : '',
    maxTokens: wholeNumber(values.maxTokens),
    temperature: values.temperature,
    maxMessages: wholeNumber(values.maxMessages),
    ...(apiKey === undefined ? {} : { apiKey }),
    ...(voiceKey === undefined ? {} : { voiceKey }),
  };
}

/** The texts the dialog can show, keyed as `prompts.validation.*` (spec 3 §5, §8). */
export const promptTexts = { ...promptValidationMessages, invalid: 'Valor inválido' };
export type PromptTextKey = keyof typeof promptTexts;
