import { AppError, type PhraseCampaignAnswer, type PhraseCampaignBody } from '@chatdesk/contracts';
import { toPhraseCampaignAnswer } from '../phrase-campaign-answer';
import { phraseCampaignValues } from '../phrase-campaign-values';
import type { PhraseCampaignsDeps } from '../phrase-campaigns.deps';
import { findPhraseCampaign, updatePhraseCampaignRow } from '../phrase-campaigns.repository';

/** PUT /flowcampaign: replaces the campaign's fields (an unknown or foreign id is 404 before any reference check). */
export async function updatePhraseCampaign(
  deps: PhraseCampaignsDeps,
  companyId: number,
  input: PhraseCampaignBody & { id: number },
): Promise<PhraseCampaignAnswer> {
  const row = await deps.db.tenant(companyId).transaction(async (tx) => {
    if (!(await findPhraseCampaign(tx, companyId, input.id))) throw new AppError('ERR_NO_PHRASE_CAMPAIGN_FOUND');
    return updatePhraseCampaignRow(tx, companyId, input.id, await phraseCampaignValues(tx, companyId, input));
  });
  if (!row) throw new AppError('ERR_NO_PHRASE_CAMPAIGN_FOUND');
  return toPhraseCampaignAnswer(row);
}
