import type { QueueIntegrationAnswer } from '@chatdesk/contracts';
import { json } from '../../../test/harness';

/** An integration as the API answers it (no secret, only `has*`). */
export const integration = (id: number, overrides: Partial<QueueIntegrationAnswer> = {}): QueueIntegrationAnswer => ({
  id,
  type: 'typebot',
  name: `Integração ${id}`,
  projectName: `Integração ${id}`,
  language: 'pt-BR',
  urlN8N: 'https://typebot.example.com',
  typebotSlug: 'vendas',
  typebotDelayMessage: 1000,
  typebotExpires: 1,
  typebotKeywordFinish: '',
  typebotKeywordRestart: '',
  typebotRestartMessage: '',
  typebotUnknownMessage: '',
  flowId: null,
  hasJsonContent: false,
  hasWebhookSecret: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const integrationsPage = (queueIntegrations: QueueIntegrationAnswer[], hasMore = false) =>
  json(200, { queueIntegrations, hasMore });

export const company = (plan: object) => ({ id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan });
