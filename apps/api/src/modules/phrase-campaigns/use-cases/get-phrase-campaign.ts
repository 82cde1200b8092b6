import { AppError, type PhraseCampaignAnswer } from '@chatdesk/contracts';
import { toPhraseCampaignAnswer } from '../phrase-campaign-answer';
import type { PhraseCampaignsDeps } from '../phrase-campaigns.deps';
import { findPhraseCampaign } from '../phrase-campaigns.repository';

/** GET /flowcampaign/{id}; another company's id is 404 ERR_NO_PHRASE_CAMPAIGN_FOUND. */
export async function getPhraseCampaign(
  deps: PhraseCampaignsDeps,
  companyId: number,
  id: number,
): Promise<PhraseCampaignAnswer> {
  const row = await deps.db.tenant(companyId).transaction((tx) => findPhraseCampaign(tx, companyId, id));
  if (!row) throw new AppError('ERR_NO_PHRASE_CAMPAIGN_FOUND');
  return toPhraseCampaignAnswer(row);
}
