import type { ContactAnswer } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useSession } from '../../../lib/session';
import { type OtherTicket, openTicket } from '../api/open-ticket';

// The session answer carries the user's queues and connection; read leniently (older answers lack them).
const sessionExtras = z.object({
  queues: z.array(z.object({ id: z.number(), name: z.string() })).catch([]),
  whatsappId: z.number().nullable().catch(null),
});

interface OpenTicketDialogProps {
  /** null keeps the dialog closed. */
  contact: ContactAnswer | null;
  onClose: () => void;
}

/**
 * Spec 1 §4 "Create" from a contact: the user picks one of their queues ('Selecione uma fila'),
 * the ticket opens on their own connection and the page goes to it. An active ticket of another
 * user is shown in the info dialog instead (spec 1 §2 Modals).
 */
export function OpenTicketDialog({ contact, onClose }: OpenTicketDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { queues, whatsappId } = sessionExtras.parse(user ?? {});
  const [queueId, setQueueId] = useState<number | ''>('');
  const [other, setOther] = useState<OtherTicket | null>(null);
  const chosenQueue = queueId === '' ? (queues.length === 1 ? queues[0]?.id : undefined) : queueId;
  const create = useMutation({ mutationFn: openTicket });

  const close = () => {
    setQueueId('');
    onClose();
  };
  const submit = async () => {
    if (!contact || !user || chosenQueue === undefined) return;
    const result = await create
      .mutateAsync({ contactId: contact.id, queueId: chosenQueue, whatsappId, userId: user.id, status: 'open' })
      .catch(() => null);
    if (!result) return;
    close();
    if (result.kind === 'opened') navigate(`/tickets/${result.uuid}`);
    else setOther(result.ticket);
  };

  return (
    <>
      <Dialog open={contact !== null} onClose={close} maxWidth="xs" fullWidth aria-labelledby="open-ticket-title">
        <DialogTitle id="open-ticket-title">{t('contacts.openTicket.title')}</DialogTitle>
        <DialogContent>
          {queues.length === 0 ? (
            <DialogContentText>{t('contacts.openTicket.noQueues')}</DialogContentText>
          ) : (
            <TextField
              select
              fullWidth
              margin="dense"
              label={t('contacts.openTicket.queue')}
              value={chosenQueue ?? ''}
              onChange={(event) => setQueueId(Number(event.target.value))}
              helperText={chosenQueue === undefined ? t('contacts.openTicket.selectQueue') : undefined}
            >
              {queues.map((queue) => (
                <MenuItem key={queue.id} value={queue.id}>
                  {queue.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('contacts.openTicket.cancel')}</Button>
          <Button variant="contained" onClick={submit} disabled={chosenQueue === undefined} loading={create.isPending}>
            {t('contacts.openTicket.submit')}
          </Button>
        </DialogActions>
      </Dialog>
      <OtherTicketDialog ticket={other} onClose={() => setOther(null)} />
    </>
  );
}

/** 'Ticket already open with another user and queue' (or waiting, when nobody has it yet). */
function OtherTicketDialog({ ticket, onClose }: { ticket: OtherTicket | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queue = ticket?.queue?.name ?? t('contacts.otherTicket.noQueue');
  return (
    <Dialog open={ticket !== null} onClose={onClose} aria-labelledby="other-ticket-title">
      <DialogTitle id="other-ticket-title">{t('contacts.otherTicket.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {ticket?.user
            ? t('contacts.otherTicket.withUser', { user: ticket.user.name, queue })
            : t('contacts.otherTicket.waiting', { queue })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('contacts.otherTicket.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
