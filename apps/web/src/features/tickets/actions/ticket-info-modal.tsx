import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketInfoModalProps } from './types';

/** Spec 1 §2/§4: the contact already has a ticket with another user (or waiting) in a queue. */
export function TicketInfoModal({ info, onClose }: TicketInfoModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const queue = info?.queue?.name ?? t('tickets.list.noQueue');
  return (
    <Dialog open={info !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('tickets.info.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {info?.user
            ? t('tickets.info.withUser', { user: info.user.name, queue })
            : t('tickets.info.waiting', { queue })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('tickets.info.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
