import { edgeSourceHandle, type FlowGraph, type FlowNode } from '@chatdesk/contracts';

/**
 * A saved graph read for running: nodes by id and each edge by its source node and handle, so a
 * step follows the edge of the handle it took (never the array order). Versions never change, so
 * one index serves every run of a version.
 */
export interface FlowGraphIndex {
  readonly start: FlowNode | null;
  readonly size: number;
  node(nodeId: string): FlowNode | null;
  /** The node behind `handle` of `nodeId`, or null when that branch ends there. */
  next(nodeId: string, handle: string): FlowNode | null;
}

export function indexFlowGraph(graph: FlowGraph): FlowGraphIndex {
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const edges = new Map<string, string>();
  for (const edge of graph.connections) {
    const key = `${edge.source}\u0000${edgeSourceHandle(edge)}`;
    if (!edges.has(key)) edges.set(key, edge.target);
  }
  return {
    start: graph.nodes.find((node) => node.type === 'start') ?? null,
    size: graph.nodes.length,
    node: (nodeId) => nodes.get(nodeId) ?? null,
    next(nodeId, handle) {
      const target = edges.get(`${nodeId}\u0000${handle}`);
      return target === undefined ? null : (nodes.get(target) ?? null);
    },
  };
}
