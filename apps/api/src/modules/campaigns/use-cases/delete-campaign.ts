import { AppError, campaignDeletable } from '@chatdesk/contracts';
import { removeCompanyMedia } from '../../../platform/storage/stored-media';
import { visibleCampaign } from '../campaign-access';
import type { CampaignsDeps } from '../campaigns.deps';
import { deleteCampaignRow } from '../campaigns.repository';

/**
 * DELETE /campaigns/{id}: with its sends and attachment. A running campaign is cancelled first
 * (ERR_CAMPAIGN_RUNNING), so nothing is deleted from under the dispatcher.
 */
export async function deleteCampaign(deps: CampaignsDeps, companyId: number, id: number): Promise<void> {
  const row = await deps.db.tenant(companyId).transaction(async (tx) => {
    const current = await visibleCampaign(tx, companyId, id, { lock: true });
    if (!campaignDeletable(current.status)) throw new AppError('ERR_CAMPAIGN_RUNNING');
    await deleteCampaignRow(tx, companyId, id);
    return current;
  });
  await removeCompanyMedia(deps.storage, companyId, row.mediaPath);
  deps.events.publish({ type: 'campaign.deleted', companyId, campaignId: id });
}
