import { randomInt } from 'node:crypto';
import { type FlowGraph, flowLimits } from '@chatdesk/contracts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A node id as the editor makes them (spec 3 §3): 30 random alphanumeric characters. */
export function newFlowNodeId(): string {
  let id = '';
  for (let index = 0; index < flowLimits.nodeIdLength; index++) id += alphabet[randomInt(alphabet.length)];
  return id;
}

/**
 * The graph with every node under a new id and every edge following its nodes (same handles),
 * so a copy shares no id with its original. Edge ids are rebuilt the way the canvas names them.
 */
export function copyFlowGraph(graph: FlowGraph): FlowGraph {
  const ids = new Map(graph.nodes.map((node) => [node.id, newFlowNodeId()]));
  const idOf = (id: string) => ids.get(id) ?? id;
  return {
    nodes: graph.nodes.map((node) => ({ ...node, id: idOf(node.id) })),
    connections: graph.connections.map((edge) => {
      const source = idOf(edge.source);
      const target = idOf(edge.target);
      return {
        ...edge,
        id: `reactflow__edge-${source}${edge.sourceHandle ?? ''}-${target}${edge.targetHandle ?? ''}`,
        source,
        target,
      };
    }),
  };
}
