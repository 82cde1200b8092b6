import type { QueueIntegrationBody } from '@chatdesk/contracts';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Tx } from '../../platform/db/database';
import { assertReference } from '../chatbots/automation-references';
import type { QueueIntegrationRow, QueueIntegrationValues } from './queue-integrations.repository';
import { sealedSecret } from './sealed-secret';

type StoredSecrets = Pick<QueueIntegrationRow, 'jsonContentSealed' | 'webhookSecretSealed'>;
const noSecrets: StoredSecrets = { jsonContentSealed: null, webhookSecretSealed: null };

/**
 * The stored columns of a body. Only what the type uses is kept: a flow for `flowbuilder` (one of
 * the company's, else 400 ERR_INVALID_REFERENCE), the service-account JSON for `dialogflow`, the
 * signing secret for `n8n` and `webhook`; a type change drops the others' secrets.
 */
export async function queueIntegrationValues(
  tx: Tx,
  secrets: Pick<SecretBox, 'seal'>,
  companyId: number,
  input: QueueIntegrationBody,
  stored: StoredSecrets = noSecrets,
): Promise<QueueIntegrationValues> {
  const flowId = input.type === 'flowbuilder' ? input.flowId : null;
  await assertReference(tx, companyId, 'flow', flowId, 'flowId');
  const signed = input.type === 'n8n' || input.type === 'webhook';
  return {
    type: input.type,
    name: input.name,
    projectName: input.projectName,
    language: input.language,
    urlN8N: input.urlN8N,
    typebotSlug: input.typebotSlug,
    typebotDelayMessage: input.typebotDelayMessage,
    typebotExpires: input.typebotExpires,
    typebotKeywordFinish: input.typebotKeywordFinish,
    typebotKeywordRestart: input.typebotKeywordRestart,
    typebotRestartMessage: input.typebotRestartMessage,
    typebotUnknownMessage: input.typebotUnknownMessage,
    flowId,
    jsonContentSealed:
      input.type === 'dialogflow' ? sealedSecret(secrets, input.jsonContent, stored.jsonContentSealed) : null,
    webhookSecretSealed: signed ? sealedSecret(secrets, input.webhookSecret, stored.webhookSecretSealed) : null,
  };
}
