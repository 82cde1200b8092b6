import { AppError, type FlowGraphAnswer, type FlowListItem } from '@chatdesk/contracts';
import type { Tx } from '../../../platform/db/database';
import { toFlowGraphAnswer, toFlowListItem } from '../flow-answer';
import type { FlowsDeps } from '../flows.deps';
import { type FlowRow, findFlow } from '../flows.repository';

/** The company's flow; another company's id reads as missing (404 ERR_NO_FLOW_FOUND). */
export async function loadFlow(tx: Tx, companyId: number, id: number, lock = false): Promise<FlowRow> {
  const row = await findFlow(tx, companyId, id, lock);
  if (!row) throw new AppError('ERR_NO_FLOW_FOUND');
  return row;
}

/** GET /flowbuilder/{id}: the list item. */
export async function getFlow(deps: FlowsDeps, companyId: number, id: number): Promise<FlowListItem> {
  return toFlowListItem(await deps.db.tenant(companyId).transaction((tx) => loadFlow(tx, companyId, id)));
}

/** GET /flowbuilder/flow/{id}: the list item with its last saved graph. */
export async function getFlowGraph(deps: FlowsDeps, companyId: number, id: number): Promise<FlowGraphAnswer> {
  return toFlowGraphAnswer(await deps.db.tenant(companyId).transaction((tx) => loadFlow(tx, companyId, id)));
}
