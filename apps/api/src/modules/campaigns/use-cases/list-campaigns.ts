import { type CampaignsPageAnswer, type CampaignsQuery, campaignsPageSize } from '@chatdesk/contracts';
import type { CampaignsDeps } from '../campaigns.deps';
import { countCampaigns, findCampaignsPage, recordOf } from '../campaigns.repository';

/** GET /campaigns: the company's campaigns by name, searched, a page at a time, with the total. */
export async function listCampaigns(
  deps: CampaignsDeps,
  companyId: number,
  query: CampaignsQuery,
): Promise<CampaignsPageAnswer> {
  const limit = campaignsPageSize;
  const search = query.searchParam;
  const { rows, total } = await deps.db.tenant(companyId).transaction(async (tx) => ({
    rows: await findCampaignsPage(tx, companyId, { search, limit, offset: (query.pageNumber - 1) * limit }),
    total: await countCampaigns(tx, companyId, search),
  }));
  return { records: rows.slice(0, limit).map(recordOf), count: total, hasMore: rows.length > limit };
}
