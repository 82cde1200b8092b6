import type { PromptAnswer } from '@chatdesk/contracts';

export const longPrompt =
  'Você é a assistente da Acme. Responda com educação, em poucas frases, e ofereça um atendente humano quando não souber.';

/** A prompt as the API answers it (no key, only `has*`). */
export const prompt = (id: number, overrides: Partial<PromptAnswer> = {}): PromptAnswer => ({
  id,
  name: `Assistente ${id}`,
  prompt: longPrompt,
  voice: 'texto',
  voiceRegion: '',
  maxTokens: 100,
  temperature: 1,
  maxMessages: 10,
  queueId: 2,
  queue: { id: 2, name: 'Suporte', color: '#1976d2' },
  hasApiKey: true,
  hasVoiceKey: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const queues = [
  { id: 2, name: 'Suporte', color: '#1976d2' },
  { id: 3, name: 'Vendas', color: '#e91e63' },
];

export const company = (plan: object) => ({ id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan });
