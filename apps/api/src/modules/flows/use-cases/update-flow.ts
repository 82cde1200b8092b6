import { AppError, type FlowListItem } from '@chatdesk/contracts';
import { toFlowListItem } from '../flow-answer';
import type { FlowsDeps } from '../flows.deps';
import { updateFlowRow } from '../flows.repository';

/** PUT /flowbuilder: renames the flow and, when sent, sets its active flag; the graph is untouched. */
export async function updateFlow(
  deps: FlowsDeps,
  companyId: number,
  input: { flowId: number; name: string; active?: boolean },
): Promise<FlowListItem> {
  const row = await deps.db
    .tenant(companyId)
    .transaction((tx) => updateFlowRow(tx, companyId, input.flowId, { name: input.name, active: input.active }));
  if (!row) throw new AppError('ERR_NO_FLOW_FOUND');
  return toFlowListItem(row);
}
