import { flowVariables } from '@chatdesk/contracts';
import type { CanvasNode } from './canvas-graph';
import { toFlowNode } from './canvas-graph';

/**
 * The contact's own fields as the flow runtime reads them (contracts `flowNodeData.condition.key`:
 * name, number, email); `{{name}}` is also a message variable, filled in every text.
 */
export const flowContactVariables = ['name', 'number', 'email'] as const;

/** Variables shown in the dialogs' side list: the contact's fields, then the questions' answer keys. */
export function editorVariables(nodes: readonly CanvasNode[]): string[] {
  return [...new Set([...flowContactVariables, ...flowVariables(nodes.map(toFlowNode))])];
}

/** Answer keys a question may not take: the other questions' (its own stays free while it is edited). */
export function takenVariables(nodes: readonly CanvasNode[], editedNodeId: string | null): string[] {
  return flowVariables(nodes.filter((node) => node.id !== editedNodeId).map(toFlowNode));
}
