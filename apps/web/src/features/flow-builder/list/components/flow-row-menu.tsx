import type { FlowListItem } from '@chatdesk/contracts';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type FlowAction = 'rename' | 'edit' | 'duplicate' | 'delete';
const actions: readonly FlowAction[] = ['rename', 'edit', 'duplicate', 'delete'];

interface FlowRowMenuProps {
  flow: FlowListItem;
  onAction: (action: FlowAction, flow: FlowListItem) => void;
}

/** A flow's row menu (spec 3 §2): Editar nome, Editar fluxo, Duplicar, Excluir. */
export function FlowRowMenu({ flow, onAction }: FlowRowMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('flowList.actions.menu', { name: flow.name })}
        aria-haspopup="menu"
        onClick={(event) => {
          // The row itself opens the editor.
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
      >
        {actions.map((action) => (
          <MenuItem
            key={action}
            sx={action === 'delete' ? { color: 'error.main' } : undefined}
            onClick={() => {
              setAnchor(null);
              onAction(action, flow);
            }}
          >
            {t(`flowList.actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
