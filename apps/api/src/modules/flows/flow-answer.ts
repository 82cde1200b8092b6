import type { FlowGraphAnswer, FlowListItem } from '@chatdesk/contracts';
import type { FlowRow } from './flows.repository';

export function toFlowListItem(row: FlowRow): FlowListItem {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    version: row.version,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /flowbuilder/flow/{id}: the list item with its last saved graph in `flow`. */
export function toFlowGraphAnswer(row: FlowRow): FlowGraphAnswer {
  return { flow: { ...toFlowListItem(row), flow: row.graph } };
}
