import { AppError, type FlowGraph, type FlowListItem, flowGraphErrors, validateFlowGraph } from '@chatdesk/contracts';
import { toFlowListItem } from '../flow-answer';
import { assertFlowGraphReferences } from '../flow-graph-references';
import type { FlowCaller, FlowsDeps } from '../flows.deps';
import { saveFlowVersion } from '../flows.repository';
import { loadFlow } from './get-flow';

/**
 * POST /flowbuilder/flow: the graph must keep the rules the editor shows (flow-graph.ts; any error
 * → 400 ERR_FLOW_INVALID with every issue in `details.issues`) and name only the company's queues
 * and flow uploads. It becomes the next version: the flow row is locked, so concurrent saves take
 * turns (the last one wins) and each gets its own number; earlier versions stay for their runs.
 */
export async function saveFlowGraph(
  deps: FlowsDeps,
  caller: FlowCaller,
  input: FlowGraph & { idFlow: number },
): Promise<FlowListItem> {
  const { companyId, userId } = caller;
  const graph: FlowGraph = { nodes: input.nodes, connections: input.connections };
  const row = await deps.db.tenant(companyId).transaction(async (tx) => {
    const current = await loadFlow(tx, companyId, input.idFlow, true);
    const issues = validateFlowGraph(graph);
    if (flowGraphErrors(issues).length > 0) throw new AppError('ERR_FLOW_INVALID', { details: { issues } });
    await assertFlowGraphReferences(tx, companyId, graph);
    return saveFlowVersion(tx, current, graph, userId);
  });
  return toFlowListItem(row);
}
