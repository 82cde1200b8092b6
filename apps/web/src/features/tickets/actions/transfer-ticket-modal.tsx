import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queuesQueryOptions, type UserRef } from '../api/reference-data';
import { updateTicket } from '../api/update-ticket';
import { QueueSelect } from '../components/queue-select';
import { UserSearchField } from '../components/user-search-field';
import type { TransferTicketModalProps } from './types';

const maxTransferMessage = 5000;

/**
 * Spec 1 §4 Transfer: a queue is required; to a user the ticket stays open (group for groups),
 * without one it waits in the queue (pending, no user). Then back to /tickets.
 */
export function TransferTicketModal({ open, ticket, onClose, onTransferred }: TransferTicketModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const queues = useQuery({ ...queuesQueryOptions, enabled: open });
  const [queueId, setQueueId] = useState<number | ''>('');
  const [user, setUser] = useState<UserRef | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!open) return;
    setQueueId('');
    setUser(null);
    setMessage('');
  }, [open]);

  const transfer = useMutation({
    mutationFn: (target: { queueId: number; userId: number | null }) =>
      updateTicket(ticket.id, {
        queueId: target.queueId,
        userId: target.userId,
        status: target.userId === null ? 'pending' : ticket.isGroup ? 'group' : 'open',
        msgTransfer: message.trim() || null,
        isTransfered: true,
      }),
    onSuccess: (answer) => {
      onClose();
      onTransferred?.(answer);
      void navigate('/tickets');
    },
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('tickets.transfer.title')}</DialogTitle>
      <DialogContent>
        <UserSearchField
          label={t('tickets.transfer.user')}
          hint={t('tickets.transfer.userHint')}
          value={user}
          onChange={setUser}
        />
        <QueueSelect
          label={t('tickets.transfer.queue')}
          queues={queues.data ?? []}
          value={queueId}
          onChange={setQueueId}
          required
        />
        <TextField
          fullWidth
          margin="dense"
          multiline
          rows={5}
          label={t('tickets.transfer.message')}
          value={message}
          slotProps={{ htmlInput: { maxLength: maxTransferMessage } }}
          onChange={(event) => setMessage(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={transfer.isPending}>
          {t('tickets.transfer.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={queueId === ''}
          loading={transfer.isPending}
          onClick={() => queueId !== '' && transfer.mutate({ queueId, userId: user?.id ?? null })}
        >
          {t('tickets.transfer.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
