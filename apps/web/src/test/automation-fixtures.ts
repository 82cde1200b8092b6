import type { PromptAnswer, QueueIntegrationAnswer, QueueIntegrationType } from '@chatdesk/contracts';

const stamps = { createdAt: '2026-01-01T10:00:00.000Z', updatedAt: '2026-01-01T10:00:00.000Z' };

/** A queue integration as GET /queueIntegration answers it (no secret, only `has*`). */
export const integrationAnswer = (
  id: number,
  name: string,
  type: QueueIntegrationType = 'typebot',
): QueueIntegrationAnswer => ({
  id,
  type,
  name,
  projectName: name,
  language: 'pt-BR',
  urlN8N: type === 'dialogflow' || type === 'flowbuilder' ? '' : 'https://bot.example.com',
  typebotSlug: type === 'typebot' ? 'atendimento' : '',
  typebotDelayMessage: 1000,
  typebotExpires: 1,
  typebotKeywordFinish: '',
  typebotKeywordRestart: '',
  typebotRestartMessage: '',
  typebotUnknownMessage: '',
  flowId: null,
  hasJsonContent: false,
  hasWebhookSecret: false,
  ...stamps,
});

/** A prompt as GET /prompt answers it, answering `queue` when given. */
export const promptAnswer = (
  id: number,
  name: string,
  queue: { id: number; name: string } | null = null,
): PromptAnswer => ({
  id,
  name,
  prompt: 'Você é um atendente cordial que responde em português, de forma breve e educada.',
  voice: 'texto',
  voiceRegion: '',
  maxTokens: 100,
  temperature: 1,
  maxMessages: 10,
  queueId: queue?.id ?? null,
  queue: queue ? { ...queue, color: '#1976d2' } : null,
  hasApiKey: true,
  hasVoiceKey: false,
  ...stamps,
});
