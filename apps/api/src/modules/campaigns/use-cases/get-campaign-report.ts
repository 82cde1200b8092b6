import type { CampaignReportAnswer } from '@chatdesk/contracts';
import { visibleCampaign } from '../campaign-access';
import type { CampaignsDeps } from '../campaigns.deps';
import { countCampaignShippings, recordOf } from '../campaigns.repository';

/**
 * GET /campaigns/{id}/report: the campaign and the counts of its sends, read in one snapshot.
 * Before the campaign starts there are no sends yet, so every count is 0.
 */
export async function getCampaignReport(
  deps: Pick<CampaignsDeps, 'db'>,
  companyId: number,
  id: number,
): Promise<CampaignReportAnswer> {
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const campaign = recordOf(await visibleCampaign(tx, companyId, id));
    return { campaign, report: await countCampaignShippings(tx, companyId, id) };
  });
}
