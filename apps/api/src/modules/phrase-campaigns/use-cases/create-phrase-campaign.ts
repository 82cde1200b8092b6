import type { PhraseCampaignAnswer, PhraseCampaignBody } from '@chatdesk/contracts';
import { toPhraseCampaignAnswer } from '../phrase-campaign-answer';
import { phraseCampaignValues } from '../phrase-campaign-values';
import type { PhraseCampaignsDeps } from '../phrase-campaigns.deps';
import { insertPhraseCampaign } from '../phrase-campaigns.repository';

/** POST /flowcampaign: a phrase campaign starting a flow of the company on one (or any) of its connections. */
export async function createPhraseCampaign(
  deps: PhraseCampaignsDeps,
  companyId: number,
  input: PhraseCampaignBody,
): Promise<PhraseCampaignAnswer> {
  const row = await deps.db
    .tenant(companyId)
    .transaction(async (tx) => insertPhraseCampaign(tx, companyId, await phraseCampaignValues(tx, companyId, input)));
  return toPhraseCampaignAnswer(row);
}
