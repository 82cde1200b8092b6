import { type FlowNode, flowOutHandle } from '@chatdesk/contracts';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Handle, type NodeProps, Position, useUpdateNodeInternals } from '@xyflow/react';
import { memo, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvasNode } from '../lib/canvas-graph';
import { worstSeverity } from '../lib/flow-issues';
import { issueMessage } from '../lib/issue-message';
import { nodeCardWidth } from '../lib/placement';
import { useFlowNodeActions, useNodeIssues } from './node-context';
import { NodeExit } from './node-exit';
import { NodeReference, refersToRecord } from './node-reference';
import { handleLabels, nodeSummary } from './node-summary';
import { flowNodeIcons } from './node-types';

const handleSx = { width: 14, height: 14 };
const severityColor = { error: 'error.main', warning: 'warning.main' } as const;

function NodeButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton
      className="nodrag nopan"
      size="small"
      aria-label={label}
      title={label}
      onClick={onClick}
      sx={{ p: 0.375 }}
    >
      {children}
    </IconButton>
  );
}

/**
 * A card shows its type, data and selection; where it sits and whether it is being dragged are the
 * canvas' business (the wrapper around it moves), so a drag does not render the card on every frame.
 */
const sameCard = (before: NodeProps<CanvasNode>, after: NodeProps<CanvasNode>) =>
  before.id === after.id &&
  before.type === after.type &&
  before.data === after.data &&
  before.selected === after.selected;

/**
 * A node on the canvas (spec 3 §2 Flow editor): icon, title, a short summary of its data, its exits
 * labelled, the edit, duplicate and delete buttons, and the validation's marks with their reasons.
 * Memoized: panning, zooming or dragging it or another node does not render it again.
 */
export const FlowNodeCard = memo(function FlowNodeCard({ id, type, data, selected }: NodeProps<CanvasNode>) {
  const { t } = useTranslation();
  const actions = useFlowNodeActions();
  const issues = useNodeIssues(id);
  const node = useMemo(() => ({ id, type, data, position: { x: 0, y: 0 } }) as FlowNode, [id, type, data]);
  const exits = useMemo(() => handleLabels(node, t), [node, t]);
  const summary = useMemo(() => nodeSummary(node, t), [node, t]);
  const severity = worstSeverity(issues);
  const Icon = flowNodeIcons[type];
  const ending = 'endHandles' in data ? (data.endHandles ?? []) : [];
  const branching = exits.some((exit) => exit.id !== flowOutHandle);
  useHandlesMeasured(id, exits.map((exit) => exit.id).join(' '));

  return (
    <Paper
      variant="outlined"
      data-testid={`flow-node-${id}`}
      data-severity={severity ?? undefined}
      sx={{
        width: nodeCardWidth,
        borderWidth: 2,
        borderColor: severity ? severityColor[severity] : selected ? 'primary.main' : 'divider',
        position: 'relative',
      }}
    >
      {type === 'start' ? null : <Handle type="target" position={Position.Left} style={handleSx} />}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.25, pl: 1, pr: 0.25, pt: 0.25 }}>
        <Icon fontSize="small" color="primary" />
        <Typography variant="subtitle2" component="h3" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {t(`flowEditor.nodes.${type}`)}
        </Typography>
        <NodeButton label={t('flowEditor.node.edit')} onClick={() => actions.edit(id)}>
          <EditOutlined sx={{ fontSize: 17 }} />
        </NodeButton>
        {type === 'start' ? null : (
          <NodeButton label={t('flowEditor.node.duplicate')} onClick={() => actions.duplicate(id)}>
            <ContentCopy sx={{ fontSize: 17 }} />
          </NodeButton>
        )}
        <NodeButton label={t('flowEditor.node.delete')} onClick={() => actions.remove(id)}>
          <DeleteOutlined sx={{ fontSize: 17 }} />
        </NodeButton>
      </Stack>
      {refersToRecord(node) ? <NodeReference node={node} /> : null}
      {summary ? (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            px: 1,
            pt: 0.5,
            whiteSpace: 'pre-line',
            wordBreak: 'break-word',
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 4,
            WebkitBoxOrient: 'vertical',
          }}
        >
          {summary}
        </Typography>
      ) : null}
      <Box sx={{ pb: 0.5, pt: 0.5 }}>
        {branching
          ? exits.map((exit) => (
              <NodeExit
                key={exit.id}
                nodeId={id}
                exit={exit}
                ending={ending.includes(exit.id)}
                severity={worstSeverity(issues?.filter((issue) => issue.handle === exit.id))}
                onToggleEnd={(handle) => actions.toggleEnd(id, handle)}
              />
            ))
          : exits.map((exit) => (
              <Handle key={exit.id} type="source" position={Position.Right} id={exit.id} style={handleSx} />
            ))}
      </Box>
      {issues && issues.length > 0 ? (
        <Box component="ul" sx={{ m: 0, px: 1, pb: 0.5, listStyle: 'none' }}>
          {issues.map((issue) => (
            <Typography
              key={`${issue.code}-${issue.handle ?? ''}-${issue.edgeId ?? ''}`}
              component="li"
              variant="caption"
              sx={{ display: 'block', color: severityColor[issue.severity], fontWeight: 600 }}
            >
              {issueMessage(issue, t, exits.find((exit) => exit.id === issue.handle)?.label)}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}, sameCard);

/** After a node's exits change (an option added or removed in its dialog), the canvas measures its handles again. */
function useHandlesMeasured(nodeId: string, handleKey: string) {
  const updateNodeInternals = useUpdateNodeInternals();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handles' ids are what to measure again on.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    updateNodeInternals(nodeId);
  }, [nodeId, handleKey, updateNodeInternals]);
}
