import { edgeSourceHandle, type FlowEdge, type FlowGraph, type FlowNode, type FlowNodeType } from '@chatdesk/contracts';
import type { Edge, Node } from '@xyflow/react';

/** A node on the canvas: the saved node's id, type, position and data, as @xyflow/react holds it. */
export type CanvasNode = Node<FlowNode['data'], FlowNodeType>;
export type CanvasEdge = Edge;

/** The saved graph as the canvas shows it; an edge without a handle leaves through `out`. */
export function toCanvas(graph: FlowGraph): { nodes: CanvasNode[]; edges: CanvasEdge[] } {
  return {
    nodes: graph.nodes.map((node) => ({ id: node.id, type: node.type, position: node.position, data: node.data })),
    edges: graph.connections.map((edge) => canvasEdge(edge.source, edgeSourceHandle(edge), edge.target, edge.id)),
  };
}

/** The canvas as the graph is saved (contracts `flowGraphBody`): only what the runtime reads. */
export function toFlowGraph(nodes: readonly CanvasNode[], edges: readonly CanvasEdge[]): FlowGraph {
  return {
    nodes: nodes.map(toFlowNode),
    connections: edges.map(
      (edge): FlowEdge => ({ id: edge.id, source: edge.source, target: edge.target, sourceHandle: edge.sourceHandle }),
    ),
  };
}

/** The pairing of `type` and `data` is kept by every change the editor makes (dialogs answer the type's data). */
export const toFlowNode = (node: CanvasNode): FlowNode =>
  ({ id: node.id, type: node.type, position: { x: node.position.x, y: node.position.y }, data: node.data }) as FlowNode;

/** One edge per source handle, so the handle names the edge. */
export const canvasEdgeId = (source: string, handle: string) => `${source}-${handle}`;

export function canvasEdge(
  source: string,
  handle: string,
  target: string,
  id = canvasEdgeId(source, handle),
): CanvasEdge {
  return { id, source, target, sourceHandle: handle };
}
