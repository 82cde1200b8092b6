import type { PhraseCampaignBody } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { assertReference } from '../chatbots/automation-references';
import type { PhraseCampaignValues } from './phrase-campaigns.repository';

/**
 * The stored values of a phrase campaign body: its flow and connection must be the company's
 * (400 ERR_INVALID_REFERENCE naming the field); no connection means any of the company's.
 */
export async function phraseCampaignValues(
  tx: Tx,
  companyId: number,
  input: PhraseCampaignBody,
): Promise<PhraseCampaignValues> {
  await assertReference(tx, companyId, 'flow', input.flowId, 'flowId');
  await assertReference(tx, companyId, 'connection', input.whatsappId, 'whatsappId');
  return {
    name: input.name,
    flowId: input.flowId,
    whatsappId: input.whatsappId ?? null,
    phrase: input.phrase,
    status: input.status,
  };
}
