import type { PhraseCampaignsAnswer } from '@chatdesk/contracts';
import { toPhraseCampaignAnswer } from '../phrase-campaign-answer';
import type { PhraseCampaignsDeps } from '../phrase-campaigns.deps';
import { findPhraseCampaigns } from '../phrase-campaigns.repository';

/** GET /flowcampaign: every phrase campaign of the company, by name, as `{ flow: [...] }` (spec 3 §3). */
export async function listPhraseCampaigns(
  deps: PhraseCampaignsDeps,
  companyId: number,
): Promise<PhraseCampaignsAnswer> {
  const rows = await deps.db.tenant(companyId).transaction((tx) => findPhraseCampaigns(tx, companyId));
  return { flow: rows.map(toPhraseCampaignAnswer) };
}
