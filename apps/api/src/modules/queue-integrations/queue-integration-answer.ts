import type { QueueIntegrationAnswer } from '@chatdesk/contracts';
import type { QueueIntegrationRow } from './queue-integrations.repository';

/** The answer never carries a secret: only whether one is stored. */
export function toQueueIntegrationAnswer(row: QueueIntegrationRow): QueueIntegrationAnswer {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    projectName: row.projectName,
    language: row.language,
    urlN8N: row.urlN8N,
    typebotSlug: row.typebotSlug,
    typebotDelayMessage: row.typebotDelayMessage,
    typebotExpires: row.typebotExpires,
    typebotKeywordFinish: row.typebotKeywordFinish,
    typebotKeywordRestart: row.typebotKeywordRestart,
    typebotRestartMessage: row.typebotRestartMessage,
    typebotUnknownMessage: row.typebotUnknownMessage,
    flowId: row.flowId,
    hasJsonContent: row.jsonContentSealed !== null,
    hasWebhookSecret: row.webhookSecretSealed !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
