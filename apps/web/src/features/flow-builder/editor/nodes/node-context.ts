import { createContext, useContext } from 'react';
import { type CanvasIssues, noCanvasIssues } from '../lib/flow-issues';

/** What a node's own buttons do; stable for the editor's life, so the nodes never re-render for it. */
export interface FlowNodeActions {
  edit(nodeId: string): void;
  duplicate(nodeId: string): void;
  remove(nodeId: string): void;
  toggleEnd(nodeId: string, handle: string): void;
}

const noActions: FlowNodeActions = { edit() {}, duplicate() {}, remove() {}, toggleEnd() {} };

export const FlowNodeActionsContext = createContext<FlowNodeActions>(noActions);
/** The validation's marks; they change only when a save is tried or the graph changes after one. */
export const FlowIssuesContext = createContext<CanvasIssues>(noCanvasIssues);

export const useFlowNodeActions = () => useContext(FlowNodeActionsContext);
export const useNodeIssues = (nodeId: string) => useContext(FlowIssuesContext).byNode.get(nodeId);
