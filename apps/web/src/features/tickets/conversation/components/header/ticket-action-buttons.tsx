import type { TicketAnswer } from '@chatdesk/contracts';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePlanAllows } from '../../../../../lib/permissions';
import { useTicketActions } from '../../../actions';

interface TicketActionButtonsProps {
  ticket: TicketAnswer;
  onExportPdf: () => void;
  /** A narrow conversation: the status buttons move into the menu, leaving the header to the contact's name. */
  compact?: boolean;
}

/** Spec 1 §4: the buttons a ticket's status and the user's permissions allow, the rest in a menu. */
export function TicketActionButtons({ ticket, onExportPdf, compact = false }: TicketActionButtonsProps) {
  const { t } = useTranslation();
  const actions = useTicketActions(ticket);
  const navigate = useNavigate();
  const canSchedule = usePlanAllows('useSchedules');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const active = ticket.status === 'open' || ticket.status === 'group';
  const pendingLike = ticket.status === 'pending' || ticket.status === 'lgpd';
  // Spec 1 §4 toggle integration: only a ticket an integration or a prompt answers has one to turn off (or on again).
  const answeredByIntegration = ticket.integrationId !== null || ticket.promptId !== null;
  const run = (action: () => void) => () => {
    setMenu(null);
    action();
  };
  const buttons = [
    ticket.status === 'pending' && {
      key: 'accept',
      label: t('conversation.header.accept'),
      action: actions.accept,
      primary: true,
    },
    ticket.status === 'closed' && {
      key: 'reopen',
      label: t('conversation.header.reopen'),
      action: actions.reopen,
      primary: true,
    },
    active && { key: 'return', label: t('conversation.header.return'), action: actions.returnToPending },
    pendingLike &&
      actions.canIgnore && { key: 'ignore', label: t('conversation.header.ignore'), action: actions.ignore },
    actions.canClose && {
      key: 'resolve',
      label: t('conversation.header.resolve'),
      action: actions.close,
      primary: true,
    },
  ].filter((item): item is { key: string; label: string; action: () => void; primary?: boolean } => Boolean(item));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0, justifyContent: 'flex-end' }}>
      {!compact &&
        buttons.map((button) => (
          <Button
            key={button.key}
            size="small"
            variant={button.primary ? 'contained' : 'outlined'}
            disabled={actions.busy}
            onClick={button.action}
          >
            {button.label}
          </Button>
        ))}
      <IconButton aria-label={t('conversation.header.moreOptions')} onClick={(event) => setMenu(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {compact &&
          buttons.map((button) => (
            <MenuItem key={button.key} disabled={actions.busy} onClick={run(button.action)}>
              {button.label}
            </MenuItem>
          ))}
        {ticket.status !== 'closed' && (
          <MenuItem onClick={run(actions.transfer)}>{t('conversation.header.transfer')}</MenuItem>
        )}
        {answeredByIntegration && (
          <MenuItem disabled={actions.busy} onClick={run(() => actions.setUseIntegration(!ticket.useIntegration))}>
            {ticket.useIntegration
              ? t('conversation.header.disableIntegration')
              : t('conversation.header.enableIntegration')}
          </MenuItem>
        )}
        <MenuItem onClick={run(actions.showLogs)}>{t('conversation.header.logs')}</MenuItem>
        <MenuItem onClick={run(onExportPdf)}>{t('conversation.header.exportPdf')}</MenuItem>
        {canSchedule && (
          <MenuItem onClick={run(() => navigate(`/schedules?contactId=${ticket.contactId}`))}>
            {t('conversation.header.scheduleMessage')}
          </MenuItem>
        )}
        {actions.canDelete && (
          <MenuItem onClick={run(actions.remove)} sx={{ color: 'error.main' }}>
            {t('conversation.header.delete')}
          </MenuItem>
        )}
      </Menu>
      {actions.dialogs}
    </Box>
  );
}
