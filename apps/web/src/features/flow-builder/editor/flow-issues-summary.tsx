import type { FlowIssue } from '@chatdesk/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useReactFlow } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import type { CanvasNode } from './lib/canvas-graph';
import { toFlowNode } from './lib/canvas-graph';
import { issueMessage } from './lib/issue-message';
import { handleLabels } from './nodes/node-summary';

export interface FlowIssuesSummaryProps {
  issues: readonly FlowIssue[];
  nodes: readonly CanvasNode[];
  onClose: () => void;
}

/** The validation's summary above the canvas: counts, then each reason; a node's reason brings it into view. */
export function FlowIssuesSummary({ issues, nodes, onClose }: FlowIssuesSummaryProps) {
  const { t } = useTranslation();
  const { fitView } = useReactFlow();
  if (issues.length === 0) return null;
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  const describe = (issue: FlowIssue) => {
    const node = nodes.find((candidate) => candidate.id === issue.nodeId);
    if (!node) return issueMessage(issue, t);
    const exit = handleLabels(toFlowNode(node), t).find((candidate) => candidate.id === issue.handle);
    return `${t(`flowEditor.nodes.${node.type}`)}: ${issueMessage(issue, t, exit?.label)}`;
  };
  return (
    <Alert
      severity={errors > 0 ? 'error' : 'warning'}
      onClose={onClose}
      slotProps={{ closeButton: { title: t('flowEditor.issues.close') } }}
      sx={{ '& .MuiAlert-message': { minWidth: 0, flexGrow: 1 } }}
    >
      <AlertTitle>{t('flowEditor.issues.title', { errors, warnings: issues.length - errors })}</AlertTitle>
      {errors > 0 ? t('flowEditor.issues.errorsBlock') : t('flowEditor.issues.warningsOnly')}
      <Box
        component="ul"
        sx={{ m: 0, mt: 0.5, p: 0, listStyle: 'none', maxHeight: { xs: 72, sm: 96 }, overflowY: 'auto' }}
      >
        {issues.map((issue) => (
          <li
            key={`${issue.code}-${issue.nodeId ?? ''}-${issue.edgeId ?? ''}-${issue.handle ?? ''}-${issue.detail ?? ''}`}
          >
            {issue.nodeId ? (
              <Link
                component="button"
                type="button"
                color="inherit"
                sx={{ textAlign: 'left', display: 'block' }}
                onClick={() => void fitView({ nodes: [{ id: issue.nodeId as string }], duration: 300, maxZoom: 1.2 })}
              >
                {describe(issue)}
              </Link>
            ) : (
              describe(issue)
            )}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
