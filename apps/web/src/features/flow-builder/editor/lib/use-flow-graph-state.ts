import { type FlowGraph, type FlowNodeType, flowSourceHandles } from '@chatdesk/contracts';
import { applyEdgeChanges, applyNodeChanges, type Connection, type EdgeChange, type NodeChange } from '@xyflow/react';
import { useCallback, useState } from 'react';
import type { FlowNodeDataOf } from '../../dialogs/flow-node-dialog.types';
import { type CanvasEdge, type CanvasNode, canvasEdge, toCanvas, toFlowNode } from './canvas-graph';
import { newFlowNodeId } from './node-id';
import { duplicatePosition, newNodePosition } from './placement';

/** Counts of changes: every change to the saved graph, and those beyond moving nodes (for re-validation). */
interface Revisions {
  graph: number;
  structure: number;
}

/** The node types whose exits are branches that may end the flow on purpose (contracts `endHandles`). */
const branchTypes = new Set<FlowNodeType>(['menu', 'condition', 'randomizer']);

const savedGraphChange = (change: NodeChange<CanvasNode> | EdgeChange<CanvasEdge>) =>
  change.type === 'add' || change.type === 'remove' || change.type === 'replace';

/**
 * The graph being edited (spec 3 §4 "load, edit, explicit save"): the canvas' nodes and edges and
 * every change the editor makes to them. Deleting a node also removes the edges touching it; a
 * source handle carries at most one edge, so a new connection from a used handle replaces the old one.
 */
export function useFlowGraphState(initial: FlowGraph) {
  const [canvas, setCanvas] = useState(() => toCanvas(initial));
  const [revisions, setRevisions] = useState<Revisions>({ graph: 0, structure: 0 });
  const [savedRevision, setSavedRevision] = useState(0);

  const touch = useCallback((structure: boolean) => {
    setRevisions((r) => ({ graph: r.graph + 1, structure: structure ? r.structure + 1 : r.structure }));
  }, []);

  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      setCanvas((c) => ({ ...c, nodes: applyNodeChanges(changes, c.nodes) }));
      const structure = changes.some(savedGraphChange);
      if (structure || changes.some((change) => change.type === 'position' && change.position)) touch(structure);
    },
    [touch],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange<CanvasEdge>[]) => {
      setCanvas((c) => ({ ...c, edges: applyEdgeChanges(changes, c.edges) }));
      if (changes.some(savedGraphChange)) touch(true);
    },
    [touch],
  );

  const onConnect = useCallback(
    ({ source, sourceHandle, target }: Connection) => {
      if (!sourceHandle || source === target) return;
      setCanvas((c) => ({
        ...c,
        edges: [
          ...c.edges.filter((edge) => edge.source !== source || edge.sourceHandle !== sourceHandle),
          canvasEdge(source, sourceHandle, target),
        ],
      }));
      touch(true);
    },
    [touch],
  );

  const addNode = useCallback(
    <T extends FlowNodeType>(type: T, data: FlowNodeDataOf<T>) => {
      setCanvas((c) => ({
        ...c,
        nodes: [...c.nodes, { id: newFlowNodeId(), type, position: newNodePosition(c.nodes), data }],
      }));
      touch(true);
    },
    [touch],
  );

  /** New data for a node; edges leaving through a handle the node no longer has (a removed menu option) go. */
  const updateNodeData = useCallback(
    (nodeId: string, data: CanvasNode['data']) => {
      setCanvas((c) => {
        const nodes = c.nodes.map((node) => (node.id === nodeId ? { ...node, data } : node));
        const updated = nodes.find((node) => node.id === nodeId);
        if (!updated) return c;
        const handles = new Set(flowSourceHandles(toFlowNode(updated)));
        const edges = c.edges.filter((edge) => edge.source !== nodeId || handles.has(edge.sourceHandle ?? ''));
        return { nodes, edges };
      });
      touch(true);
    },
    [touch],
  );

  const duplicateNode = useCallback(
    (nodeId: string) => {
      setCanvas((c) => {
        const original = c.nodes.find((node) => node.id === nodeId);
        if (!original || original.type === 'start') return c;
        const copy: CanvasNode = {
          id: newFlowNodeId(),
          type: original.type,
          position: duplicatePosition(c.nodes, original),
          data: structuredClone(original.data),
        };
        return { ...c, nodes: [...c.nodes, copy] };
      });
      touch(true);
    },
    [touch],
  );

  const removeNodes = useCallback(
    (nodeIds: readonly string[]) => {
      const removed = new Set(nodeIds);
      setCanvas((c) => ({
        nodes: c.nodes.filter((node) => !removed.has(node.id)),
        edges: c.edges.filter((edge) => !removed.has(edge.source) && !removed.has(edge.target)),
      }));
      touch(true);
    },
    [touch],
  );

  /** Ends the flow at a branch's exit on purpose (menu option, condition branch, randomizer share), or undoes it. */
  const toggleEndHandle = useCallback(
    (nodeId: string, handle: string) => {
      setCanvas((c) => ({
        ...c,
        nodes: c.nodes.map((node) => {
          if (node.id !== nodeId || !branchTypes.has(node.type)) return node;
          const ending = (node.data as { endHandles?: string[] }).endHandles ?? [];
          const endHandles = ending.includes(handle) ? ending.filter((h) => h !== handle) : [...ending, handle];
          return { ...node, data: { ...node.data, endHandles } };
        }),
      }));
      touch(true);
    },
    [touch],
  );

  const markSaved = useCallback((revision: number) => setSavedRevision(revision), []);

  return {
    nodes: canvas.nodes,
    edges: canvas.edges,
    revisions,
    dirty: revisions.graph !== savedRevision,
    onNodesChange,
    onEdgesChange,
    onConnect,
    addNode,
    updateNodeData,
    duplicateNode,
    removeNodes,
    toggleEndHandle,
    markSaved,
  };
}

export type FlowGraphState = ReturnType<typeof useFlowGraphState>;
