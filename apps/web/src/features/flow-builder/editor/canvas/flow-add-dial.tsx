import type { FlowNodeType } from '@chatdesk/contracts';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialNodeTypes, flowNodeIcons } from '../nodes/node-types';

export interface FlowAddDialProps {
  /** A flow has one start node: Inicio is disabled while it exists. */
  hasStart: boolean;
  onAdd: (type: FlowNodeType) => void;
}

/** Spec 3 §2: the canvas' speed dial, one action per node type, each labelled (readable on touch screens too). */
export const FlowAddDial = memo(function FlowAddDial({ hasStart, onAdd }: FlowAddDialProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <SpeedDial
      ariaLabel={t('flowEditor.addNode')}
      icon={<SpeedDialIcon />}
      direction="up"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      sx={{
        position: 'absolute',
        right: 16,
        bottom: 16,
        zIndex: 5,
        '& .MuiSpeedDial-actions': { maxHeight: 'calc(100% - 72px)' },
      }}
    >
      {dialNodeTypes.map((type) => {
        const Icon = flowNodeIcons[type];
        const disabled = type === 'start' && hasStart;
        return (
          <SpeedDialAction
            key={type}
            icon={<Icon />}
            slotProps={{
              tooltip: { title: t(`flowEditor.nodes.${type}`), open: true },
              fab: { disabled },
              staticTooltipLabel: { sx: { whiteSpace: 'nowrap' } },
            }}
            onClick={
              disabled
                ? undefined
                : () => {
                    setOpen(false);
                    onAdd(type);
                  }
            }
          />
        );
      })}
    </SpeedDial>
  );
});
