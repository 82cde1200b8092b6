import type { CampaignRecord } from '@chatdesk/contracts';
import { visibleCampaign } from '../campaign-access';
import type { CampaignsDeps } from '../campaigns.deps';
import { recordOf } from '../campaigns.repository';

/** GET /campaigns/{id}: the company's campaign; another company's id is missing (404). */
export async function getCampaign(
  deps: Pick<CampaignsDeps, 'db'>,
  companyId: number,
  id: number,
): Promise<CampaignRecord> {
  return recordOf(await deps.db.tenant(companyId).transaction((tx) => visibleCampaign(tx, companyId, id)));
}
