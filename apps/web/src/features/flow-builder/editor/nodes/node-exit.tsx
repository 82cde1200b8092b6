import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Handle, Position, useNodeConnections } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import type { HandleLabel } from './node-summary';

export interface NodeExitProps {
  nodeId: string;
  exit: HandleLabel;
  /** The flow ends at this exit on purpose (the node's `endHandles`). */
  ending: boolean;
  severity: 'error' | 'warning' | null;
  onToggleEnd: (handle: string) => void;
}

const handleSx = { width: 12, height: 12 };

/**
 * One labelled exit of a branching node (menu option, Sim/Não, a randomizer share): its source
 * handle on the card's right edge, and while nothing leaves it, a button to end the flow there.
 */
export function NodeExit({ nodeId, exit, ending, severity, onToggleEnd }: NodeExitProps) {
  const { t } = useTranslation();
  const connected = useNodeConnections({ id: nodeId, handleType: 'source', handleId: exit.id }).length > 0;
  const color = severity === 'error' ? 'error.main' : severity === 'warning' ? 'warning.main' : 'text.primary';
  return (
    <Box
      data-handle={exit.id}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 0.5,
        pl: 1,
        pr: 1.5,
        minHeight: 28,
      }}
    >
      <Typography variant="caption" noWrap sx={{ color, fontWeight: severity ? 700 : 400, minWidth: 0 }}>
        {exit.label}
      </Typography>
      {ending ? (
        <Typography variant="caption" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
          {t('flowEditor.node.endsHere')}
        </Typography>
      ) : null}
      {!connected || ending ? (
        <IconButton
          className="nodrag nopan"
          size="small"
          aria-pressed={ending}
          aria-label={`${exit.label}: ${t(ending ? 'flowEditor.node.unmarkEnd' : 'flowEditor.node.markEnd')}`}
          onClick={() => onToggleEnd(exit.id)}
          sx={{ p: 0.25 }}
        >
          <StopCircleOutlined sx={{ fontSize: 16 }} color={ending ? 'primary' : 'inherit'} />
        </IconButton>
      ) : null}
      <Handle type="source" position={Position.Right} id={exit.id} style={handleSx} />
    </Box>
  );
}
