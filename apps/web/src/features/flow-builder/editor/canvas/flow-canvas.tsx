import { flowNodeTypes } from '@chatdesk/contracts';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Connection, Controls, type Edge, MiniMap, type NodeTypes, ReactFlow } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useMemo } from 'react';
import type { CanvasIssues } from '../lib/flow-issues';
import type { FlowGraphState } from '../lib/use-flow-graph-state';
import { FlowNodeCard } from '../nodes/flow-node-card';

/** Every node type drawn by the same memoized card (built once: a new object would remount every node). */
const nodeTypes: NodeTypes = Object.fromEntries(flowNodeTypes.map((type) => [type, FlowNodeCard]));
/** Spec 3 §2: the Backspace and Delete keys delete the selected items. */
const deleteKeys = ['Backspace', 'Delete'];
const isValidConnection = (connection: Edge | Connection) => connection.source !== connection.target;
/** Readable on a phone: the whole flow when it fits, else its middle at half size (the user pans). */
const fitViewOptions = { maxZoom: 1, minZoom: 0.5 };

export interface FlowCanvasProps {
  label: string;
  state: FlowGraphState;
  issues: CanvasIssues;
  onEditNode: (nodeId: string) => void;
}

/** The @xyflow/react canvas: the nodes and edges being edited, pan and zoom, the controls and the minimap. */
export function FlowCanvas({ label, state, issues, onEditNode }: FlowCanvasProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const errorStroke = theme.palette.error.main;
  // Every prop of the canvas is copied into its store when it changes: a new function on each render
  // (each frame of a drag) would wake every node's subscriptions.
  const onNodeDoubleClick = useCallback((_event: unknown, node: { id: string }) => onEditNode(node.id), [onEditNode]);
  const edges = useMemo(
    () =>
      issues.edges.size === 0
        ? state.edges
        : state.edges.map((edge) =>
            issues.edges.has(edge.id)
              ? { ...edge, className: 'flow-edge-error', style: { stroke: errorStroke, strokeWidth: 3 } }
              : edge,
          ),
    [state.edges, issues.edges, errorStroke],
  );
  return (
    <ReactFlow
      aria-label={label}
      nodes={state.nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      onNodesChange={state.onNodesChange}
      onEdgesChange={state.onEdgesChange}
      onConnect={state.onConnect}
      onNodeDoubleClick={onNodeDoubleClick}
      isValidConnection={isValidConnection}
      deleteKeyCode={deleteKeys}
      zoomOnDoubleClick={false}
      colorMode={theme.palette.mode}
      minZoom={0.1}
      onlyRenderVisibleElements
      fitView
      fitViewOptions={fitViewOptions}
    >
      <Controls />
      {wide ? <MiniMap pannable zoomable position="top-right" /> : null}
    </ReactFlow>
  );
}
