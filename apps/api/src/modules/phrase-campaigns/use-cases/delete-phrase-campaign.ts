import { AppError } from '@chatdesk/contracts';
import type { PhraseCampaignsDeps } from '../phrase-campaigns.deps';
import { deletePhraseCampaignRow } from '../phrase-campaigns.repository';

/** DELETE /flowcampaign/{id}: the campaign only; its flow stays. */
export async function deletePhraseCampaign(deps: PhraseCampaignsDeps, companyId: number, id: number): Promise<void> {
  const deleted = await deps.db.tenant(companyId).transaction((tx) => deletePhraseCampaignRow(tx, companyId, id));
  if (!deleted) throw new AppError('ERR_NO_PHRASE_CAMPAIGN_FOUND');
}
