import type { CampaignFields, CampaignRecord } from '@chatdesk/contracts';
import { assertCampaignReferences, campaignValuesOf, visibleCampaign } from '../campaign-access';
import type { CampaignsDeps } from '../campaigns.deps';
import { insertCampaignRow, recordOf } from '../campaigns.repository';

/** POST /campaigns: INATIVA, or PROGRAMADA when a time is given (spec 3 §4, §9 dialog defaults). */
export async function createCampaign(
  deps: CampaignsDeps,
  companyId: number,
  input: CampaignFields,
): Promise<CampaignRecord> {
  const row = await deps.db.tenant(companyId).transaction(async (tx) => {
    await assertCampaignReferences(tx, companyId, input);
    const inserted = await insertCampaignRow(tx, { ...campaignValuesOf(input, null), companyId });
    return visibleCampaign(tx, companyId, inserted.id);
  });
  const campaign = recordOf(row);
  deps.events.publish({ type: 'campaign.created', companyId, campaign });
  return campaign;
}
