import type { FlowListItem } from '@chatdesk/contracts';
import { toFlowListItem } from '../flow-answer';
import type { FlowCaller, FlowsDeps } from '../flows.deps';
import { insertFlow } from '../flows.repository';

/** POST /flowbuilder: an active flow at version 1, the empty graph (kept in flow_versions too). */
export async function createFlow(deps: FlowsDeps, caller: FlowCaller, input: { name: string }): Promise<FlowListItem> {
  const { companyId, userId } = caller;
  const row = await deps.db
    .tenant(companyId)
    .transaction((tx) =>
      insertFlow(tx, { companyId, userId, name: input.name, active: true, graph: { nodes: [], connections: [] } }),
    );
  return toFlowListItem(row);
}
