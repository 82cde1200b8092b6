import type { FlowEdge, FlowGraph, FlowNode } from './api/flows';

/**
 * The rules that make a flow safe to run, shared by the editor (shown on the canvas) and the API
 * (a save breaking an error rule is refused with ERR_FLOW_INVALID): docs/flows.md "Validation".
 */

/** The one source handle of a node with a single way out. */
export const flowOutHandle = 'out';
export const flowConditionHandles = { yes: 'true', no: 'false' } as const;
export const flowRandomizerHandles = { a: 'a', b: 'b' } as const;
export const flowMenuHandle = (optionNumber: number) => `option-${optionNumber}`;

/**
 * The ways out of a node, each followed by at most one edge: a menu's options, a condition's true
 * and false, a randomizer's two shares, `out` for the rest. A ticket node (the ticket moves to a
 * queue) and the integration nodes (typebot, openai: the conversation is handed over) end the run.
 */
export function flowSourceHandles(node: FlowNode): string[] {
  switch (node.type) {
    case 'menu':
      return node.data.arrayOption.map((option) => flowMenuHandle(option.number));
    case 'condition':
      return [flowConditionHandles.yes, flowConditionHandles.no];
    case 'randomizer':
      return [flowRandomizerHandles.a, flowRandomizerHandles.b];
    case 'ticket':
    case 'typebot':
    case 'openai':
      return [];
    default:
      return [flowOutHandle];
  }
}

/** Handles that must be connected or marked as ending: a branch left open there is a mistake. */
function branchHandles(node: FlowNode): string[] {
  return node.type === 'menu' || node.type === 'condition' || node.type === 'randomizer' ? flowSourceHandles(node) : [];
}

/** An edge's handle as the runtime reads it: a missing handle on a single-exit node is `out`. */
export function edgeSourceHandle(edge: Pick<FlowEdge, 'sourceHandle'>): string {
  return edge.sourceHandle ?? flowOutHandle;
}

export type FlowIssueCode =
  | 'noStart'
  | 'manyStarts'
  | 'duplicateNodeId'
  | 'edgeUnknownNode'
  | 'edgeIntoStart'
  | 'edgeToItself'
  | 'edgeUnknownHandle'
  | 'handleManyEdges'
  | 'branchOpen'
  | 'duplicateVariable'
  | 'duplicateMenuOption'
  | 'randomizerEmptyBranch'
  | 'unreachable';

export interface FlowIssue {
  /** Errors block a save; warnings are shown and saved. */
  severity: 'error' | 'warning';
  code: FlowIssueCode;
  nodeId?: string;
  edgeId?: string;
  handle?: string;
  /** The variable or option concerned. */
  detail?: string;
}

/** Every issue of the graph, errors first; an empty list is a flow safe to run. */
export function validateFlowGraph(graph: FlowGraph): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const nodes = new Map<string, FlowNode>();
  for (const node of graph.nodes) {
    if (nodes.has(node.id)) issues.push({ severity: 'error', code: 'duplicateNodeId', nodeId: node.id });
    nodes.set(node.id, node);
  }
  const starts = graph.nodes.filter((node) => node.type === 'start');
  if (starts.length === 0) issues.push({ severity: 'error', code: 'noStart' });
  for (const extra of starts.slice(1)) issues.push({ severity: 'error', code: 'manyStarts', nodeId: extra.id });

  const used = new Map<string, FlowEdge>();
  for (const edge of graph.connections) checkEdge(edge, nodes, used, issues);
  for (const node of graph.nodes) checkNode(node, used, issues);
  checkVariables(graph.nodes, issues);
  for (const nodeId of unreachableNodes(graph, starts[0]?.id)) {
    issues.push({ severity: 'warning', code: 'unreachable', nodeId });
  }
  return issues.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
}

export const flowGraphErrors = (issues: readonly FlowIssue[]) => issues.filter((issue) => issue.severity === 'error');

function checkEdge(edge: FlowEdge, nodes: Map<string, FlowNode>, used: Map<string, FlowEdge>, issues: FlowIssue[]) {
  const source = nodes.get(edge.source);
  const target = nodes.get(edge.target);
  if (!source || !target) {
    issues.push({ severity: 'error', code: 'edgeUnknownNode', edgeId: edge.id });
    return;
  }
  if (target.type === 'start') issues.push({ severity: 'error', code: 'edgeIntoStart', edgeId: edge.id });
  if (edge.source === edge.target) issues.push({ severity: 'error', code: 'edgeToItself', edgeId: edge.id });
  const handle = edgeSourceHandle(edge);
  if (!flowSourceHandles(source).includes(handle)) {
    issues.push({ severity: 'error', code: 'edgeUnknownHandle', edgeId: edge.id, nodeId: source.id, handle });
    return;
  }
  const key = `${source.id}\u0000${handle}`;
  if (used.has(key)) {
    issues.push({ severity: 'error', code: 'handleManyEdges', edgeId: edge.id, nodeId: source.id, handle });
  }
  used.set(key, edge);
}

function checkNode(node: FlowNode, used: Map<string, FlowEdge>, issues: FlowIssue[]) {
  const ending = new Set('endHandles' in node.data ? (node.data.endHandles ?? []) : []);
  for (const handle of branchHandles(node)) {
    if (!used.has(`${node.id}\u0000${handle}`) && !ending.has(handle)) {
      issues.push({ severity: 'error', code: 'branchOpen', nodeId: node.id, handle });
    }
  }
  if (node.type === 'menu') {
    const seen = new Set<number>();
    for (const option of node.data.arrayOption) {
      if (seen.has(option.number)) {
        issues.push({ severity: 'error', code: 'duplicateMenuOption', nodeId: node.id, detail: String(option.number) });
      }
      seen.add(option.number);
    }
  }
  if (node.type === 'randomizer' && (node.data.percent === 0 || node.data.percent === 100)) {
    issues.push({ severity: 'warning', code: 'randomizerEmptyBranch', nodeId: node.id });
  }
}

function checkVariables(nodes: readonly FlowNode[], issues: FlowIssue[]) {
  const seen = new Set<string>();
  for (const node of nodes) {
    if (node.type !== 'question') continue;
    const key = node.data.typebotIntegration.answerKey.toLowerCase();
    if (seen.has(key)) issues.push({ severity: 'error', code: 'duplicateVariable', nodeId: node.id, detail: key });
    seen.add(key);
  }
}

function unreachableNodes(graph: FlowGraph, startId: string | undefined): string[] {
  if (startId === undefined) return [];
  const next = new Map<string, string[]>();
  for (const edge of graph.connections) next.set(edge.source, [...(next.get(edge.source) ?? []), edge.target]);
  const reached = new Set([startId]);
  const stack = [startId];
  while (stack.length > 0) {
    for (const target of next.get(stack.pop() as string) ?? []) {
      if (!reached.has(target)) {
        reached.add(target);
        stack.push(target);
      }
    }
  }
  return graph.nodes.filter((node) => !reached.has(node.id)).map((node) => node.id);
}

/** The next node from `nodeId` through `handle`, or null when the branch ends there. */
export function nextFlowNode(graph: FlowGraph, nodeId: string, handle: string): FlowNode | null {
  const edge = graph.connections.find((e) => e.source === nodeId && edgeSourceHandle(e) === handle);
  return edge ? (graph.nodes.find((node) => node.id === edge.target) ?? null) : null;
}

/** The variables a flow defines (its questions' answer keys), in node order. */
export function flowVariables(nodes: readonly FlowNode[]): string[] {
  return nodes.flatMap((node) => (node.type === 'question' ? [node.data.typebotIntegration.answerKey] : []));
}
