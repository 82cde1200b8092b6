import type { PromptAnswer } from '@chatdesk/contracts';
import type { PromptWithQueue } from './prompts.repository';

/** The answer never carries a key: only whether one is stored. */
export function toPromptAnswer(row: PromptWithQueue): PromptAnswer {
  return {
    id: row.id,
    name: row.name,
    prompt: row.prompt,
    voice: row.voice,
    voiceRegion: row.voiceRegion,
    maxTokens: row.maxTokens,
    temperature: row.temperature,
    maxMessages: row.maxMessages,
    queueId: row.queueId,
    queue: row.queue,
    hasApiKey: row.apiKeySealed !== '',
    hasVoiceKey: row.voiceKeySealed !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
