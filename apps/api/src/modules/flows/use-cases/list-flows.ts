import { type FlowsPageAnswer, flowsPageSize } from '@chatdesk/contracts';
import { toFlowListItem } from '../flow-answer';
import type { FlowsDeps } from '../flows.deps';
import { findFlowsPage } from '../flows.repository';

/** GET /flowbuilder: the company's flows whose name contains searchParam, by name, 20 a page. */
export async function listFlows(
  deps: FlowsDeps,
  companyId: number,
  query: { searchParam: string; pageNumber: number },
): Promise<FlowsPageAnswer> {
  const rows = await deps.db.tenant(companyId).transaction((tx) =>
    findFlowsPage(tx, companyId, {
      search: query.searchParam,
      limit: flowsPageSize,
      offset: (query.pageNumber - 1) * flowsPageSize,
    }),
  );
  return { flows: rows.slice(0, flowsPageSize).map(toFlowListItem), hasMore: rows.length > flowsPageSize };
}
