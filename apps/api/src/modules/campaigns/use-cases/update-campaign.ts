import type { CampaignFields, CampaignRecord } from '@chatdesk/contracts';
import { assertCampaignReferences, campaignValuesOf, saveableCampaign, visibleCampaign } from '../campaign-access';
import type { CampaignsDeps } from '../campaigns.deps';
import { recordOf, updateCampaignRow } from '../campaigns.repository';

/** PUT /campaigns/{id}: only what spec 3 §4 lets be saved (ERR_CAMPAIGN_NOT_EDITABLE otherwise). */
export async function updateCampaign(
  deps: CampaignsDeps,
  companyId: number,
  id: number,
  input: CampaignFields,
): Promise<CampaignRecord> {
  const row = await deps.db.tenant(companyId).transaction(async (tx) => {
    const current = await saveableCampaign(tx, companyId, id, new Date());
    await assertCampaignReferences(tx, companyId, input);
    await updateCampaignRow(tx, companyId, id, campaignValuesOf(input, current.status));
    return visibleCampaign(tx, companyId, id);
  });
  const campaign = recordOf(row);
  deps.events.publish({ type: 'campaign.updated', companyId, campaign });
  return campaign;
}
