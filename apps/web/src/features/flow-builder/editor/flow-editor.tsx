import type { FlowGraphAnswer, FlowNodeType } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { ReactFlowProvider, useReactFlow, useStoreApi } from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowNodeDialog } from '../dialogs/flow-node-dialog';
import { FlowAddDial } from './canvas/flow-add-dial';
import { FlowCanvas } from './canvas/flow-canvas';
import { FlowEditorHeader } from './flow-editor-header';
import { FlowIssuesSummary } from './flow-issues-summary';
import { nodeCardWidth } from './lib/placement';
import { useFlowGraphState } from './lib/use-flow-graph-state';
import { useFlowSave } from './lib/use-flow-save';
import { editorVariables, takenVariables } from './lib/variables';
import { FlowIssuesContext, type FlowNodeActions, FlowNodeActionsContext } from './nodes/node-context';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

type DialogState = { mode: 'create'; type: FlowNodeType } | { mode: 'edit'; nodeId: string } | null;

/** The editor fills the window below the top bar and the shell's padding (as the tickets page). */
const editorHeight = {
  xs: 'calc(100vh - 56px - 32px)',
  sm: 'calc(100vh - 64px - 32px)',
  md: 'calc(100vh - 64px - 48px)',
};

const canvasFrameSx = {
  flex: 1,
  minHeight: 0,
  position: 'relative',
  overflow: 'hidden',
  // The dragged node gets a layer of its own: the browser moves it instead of painting the canvas again.
  '& .react-flow__node.dragging': { willChange: 'transform' },
} as const;

export interface FlowEditorProps {
  flow: FlowGraphAnswer['flow'];
}

/** Spec 3 §2 Flow editor and §4 "load, edit, explicit save": the loaded flow on its canvas. */
export function FlowEditor({ flow }: FlowEditorProps) {
  return (
    <ReactFlowProvider>
      <FlowEditorContent flow={flow} />
    </ReactFlowProvider>
  );
}

function FlowEditorContent({ flow }: FlowEditorProps) {
  const { t } = useTranslation();
  const state = useFlowGraphState(flow.flow);
  const { save, saving, issues, marks, hideIssues } = useFlowSave(flow.id, state);
  const [dialog, setDialog] = useState<DialogState>(null);
  const latest = useRef(state);
  useRevealAddedNode(state.nodes);
  latest.current = state;

  // The start node has nothing to configure: it has no dialog.
  const editNode = useCallback((nodeId: string) => {
    const node = latest.current.nodes.find((candidate) => candidate.id === nodeId);
    if (node && node.type !== 'start') setDialog({ mode: 'edit', nodeId });
  }, []);
  const actions = useMemo<FlowNodeActions>(
    () => ({
      edit: editNode,
      duplicate: (nodeId) => latest.current.duplicateNode(nodeId),
      remove: (nodeId) => latest.current.removeNodes([nodeId]),
      toggleEnd: (nodeId, handle) => latest.current.toggleEndHandle(nodeId, handle),
    }),
    [editNode],
  );
  const { addNode: addToGraph } = state;
  const addNode = useCallback(
    (type: FlowNodeType) => (type === 'start' ? addToGraph('start', {}) : setDialog({ mode: 'create', type })),
    [addToGraph],
  );

  const edited = dialog?.mode === 'edit' ? state.nodes.find((node) => node.id === dialog.nodeId) : undefined;
  const dialogType = dialog?.mode === 'create' ? dialog.type : edited?.type;

  return (
    <Box sx={{ height: editorHeight, minHeight: 480, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FlowEditorHeader name={flow.name} dirty={state.dirty} saving={saving} onSave={save} />
      <FlowIssuesSummary issues={issues} nodes={state.nodes} onClose={hideIssues} />
      <Paper variant="outlined" sx={canvasFrameSx}>
        <FlowNodeActionsContext.Provider value={actions}>
          <FlowIssuesContext.Provider value={marks}>
            <FlowCanvas
              label={t('flowEditor.canvas', { name: flow.name })}
              state={state}
              issues={marks}
              onEditNode={editNode}
            />
          </FlowIssuesContext.Provider>
        </FlowNodeActionsContext.Provider>
        <FlowAddDial hasStart={state.nodes.some((node) => node.type === 'start')} onAdd={addNode} />
      </Paper>
      <UnsavedChangesGuard dirty={state.dirty} />
      {dialog && dialogType ? (
        <FlowNodeDialog
          open
          type={dialogType}
          mode={dialog.mode}
          flowId={flow.id}
          data={edited?.data}
          variables={editorVariables(state.nodes)}
          takenVariables={takenVariables(state.nodes, edited?.id ?? null)}
          onSubmit={(data) => {
            if (dialog.mode === 'create') state.addNode(dialogType, data);
            else state.updateNodeData(dialog.nodeId, data);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Box>
  );
}

/** A node card's height on the canvas, near enough to tell whether it is in view. */
const nodeCardHeight = 80;

/**
 * A node added or duplicated goes right of the others, often past the edge of the view: the view
 * moves to it (same zoom) when it is not in view, so what the user just made is on screen.
 */
function useRevealAddedNode(nodes: ReturnType<typeof useFlowGraphState>['nodes']) {
  const { setCenter } = useReactFlow();
  const store = useStoreApi();
  const shown = useRef(nodes.length);
  useEffect(() => {
    const added = nodes.length > shown.current;
    shown.current = nodes.length;
    const last = nodes.at(-1);
    if (!added || !last) return;
    const { width, height, transform } = store.getState();
    const [x, y, zoom] = transform;
    const { x: left, y: top } = last.position;
    const inView =
      left * zoom + x >= 0 &&
      top * zoom + y >= 0 &&
      (left + nodeCardWidth) * zoom + x <= width &&
      (top + nodeCardHeight) * zoom + y <= height;
    if (!inView) void setCenter(left + nodeCardWidth / 2, top + nodeCardHeight / 2, { zoom });
  }, [nodes, setCenter, store]);
}
