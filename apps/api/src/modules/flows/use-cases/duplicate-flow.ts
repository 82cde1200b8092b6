import { type FlowListItem, flowNameField } from '@chatdesk/contracts';
import { toFlowListItem } from '../flow-answer';
import { copyFlowGraph } from '../flow-graph-copy';
import type { FlowCaller, FlowsDeps } from '../flows.deps';
import { insertFlow } from '../flows.repository';
import { loadFlow } from './get-flow';

const copySuffix = ' (cópia)';
const maxName = flowNameField.maxLength ?? 50;

/** "<name> (cópia)", the name cut so the whole stays within the name's limit. */
export const copyName = (name: string) => `${name.slice(0, maxName - copySuffix.length).trimEnd()}${copySuffix}`;

/**
 * POST /flowbuilder/duplicate: a new flow at version 1 with the original's last saved graph under
 * new node ids (edges follow), its name marked as a copy and its active flag.
 */
export async function duplicateFlow(deps: FlowsDeps, caller: FlowCaller, flowId: number): Promise<FlowListItem> {
  const { companyId, userId } = caller;
  const row = await deps.db.tenant(companyId).transaction(async (tx) => {
    const original = await loadFlow(tx, companyId, flowId);
    return insertFlow(tx, {
      companyId,
      userId,
      name: copyName(original.name),
      active: original.active,
      graph: copyFlowGraph(original.graph),
    });
  });
  return toFlowListItem(row);
}
