import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueueSelect } from '../components/queue-select';
import type { AcceptTicketModalProps } from './types';

/** Spec 1 §4/§5: a queueless ticket gets a queue before it is accepted; Start waits for one. */
export function AcceptTicketModal({ open, queues, busy = false, onClose, onConfirm }: AcceptTicketModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const onlyQueue = queues.length === 1 ? queues[0]?.id : undefined;
  const [queueId, setQueueId] = useState<number | ''>(onlyQueue ?? '');

  useEffect(() => {
    if (open) setQueueId(onlyQueue ?? '');
  }, [open, onlyQueue]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('tickets.accept.title')}</DialogTitle>
      <DialogContent>
        <QueueSelect label={t('tickets.accept.queue')} queues={queues} value={queueId} onChange={setQueueId} required />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('tickets.accept.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={queueId === ''}
          loading={busy}
          onClick={() => queueId !== '' && onConfirm(queueId)}
        >
          {t('tickets.accept.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
