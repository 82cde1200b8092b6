import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastError } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { TicketInfoModal } from '../actions/ticket-info-modal';
import type { OtherTicketInfo } from '../actions/types';
import { createTicket } from '../api/create-ticket';
import {
  type ContactRef,
  connectionsQueryOptions,
  contactSearchQueryOptions,
  minSearchLength,
} from '../api/reference-data';
import { QueueSelect } from '../components/queue-select';
import { otherTicketOf } from '../lib/other-ticket';
import type { TicketUser } from '../lib/session-user';

interface NewTicketModalProps {
  open: boolean;
  user: TicketUser;
  onClose: () => void;
}

/**
 * Spec 1 §4 Create and §5 "New ticket": contact search from 3 characters, a queue is required
 * ('Selecione uma fila'), the user's connection preselected; then the new ticket opens. A conflict
 * opens the user's own other ticket, or names the user and queue holding it.
 */
export function NewTicketModal({ open, user, onClose }: NewTicketModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const [contact, setContact] = useState<ContactRef | null>(null);
  const [input, setInput] = useState('');
  const [queueId, setQueueId] = useState<number | ''>('');
  const [queueError, setQueueError] = useState<string | undefined>();
  const [whatsappId, setWhatsappId] = useState<number | ''>('');
  const [other, setOther] = useState<OtherTicketInfo | null>(null);
  const search = useDebouncedValue(input.trim());
  const searching = search.length >= minSearchLength;
  const contacts = useQuery({ ...contactSearchQueryOptions(search), enabled: open && searching });
  const connections = useQuery({ ...connectionsQueryOptions, enabled: open });

  useEffect(() => {
    if (!open) return;
    setContact(null);
    setInput('');
    setQueueId(user.queues.length === 1 ? (user.queues[0]?.id ?? '') : '');
    setQueueError(undefined);
    setWhatsappId(user.whatsappId ?? '');
  }, [open, user]);

  const create = useMutation({
    mutationFn: createTicket,
    // Conflicts open the other ticket or the info modal; everything else goes to the generic handler here.
    meta: { silent: true },
    onSuccess: (ticket) => {
      onClose();
      void navigate(`/tickets/${ticket.uuid}`);
    },
    onError: (error) => {
      const conflict = otherTicketOf(error);
      if (!conflict) return toastError(error);
      onClose();
      if (conflict.userId === user.id) void navigate(`/tickets/${conflict.uuid}`);
      else setOther(conflict);
    },
  });

  const submit = () => {
    if (!contact) return;
    if (queueId === '') return setQueueError(t('tickets.newTicket.selectQueue'));
    create.mutate({
      contactId: contact.id,
      queueId,
      whatsappId: whatsappId === '' ? null : whatsappId,
      userId: user.id,
      status: 'open',
    });
  };

  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('tickets.newTicket.title')}</DialogTitle>
        <DialogContent>
          <Autocomplete
            options={searching ? (contacts.data ?? []) : []}
            value={contact}
            onChange={(_, chosen) => setContact(chosen)}
            inputValue={input}
            onInputChange={(_, text) => setInput(text)}
            getOptionLabel={(option) => `${option.name} - ${option.number}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(options) => options}
            loading={searching && contacts.isFetching}
            noOptionsText={searching ? t('tickets.newTicket.noOptions') : t('tickets.newTicket.contactHint')}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                margin="dense"
                label={t('tickets.newTicket.contact')}
                helperText={t('tickets.newTicket.contactHint')}
              />
            )}
          />
          <QueueSelect
            label={t('tickets.newTicket.queue')}
            queues={user.queues}
            value={queueId}
            required
            error={queueError}
            onChange={(id) => {
              setQueueId(id);
              setQueueError(undefined);
            }}
          />
          <TextField
            select
            fullWidth
            margin="dense"
            label={t('tickets.newTicket.connection')}
            value={connections.data?.some((c) => c.id === whatsappId) ? whatsappId : ''}
            onChange={(event) => setWhatsappId(event.target.value === '' ? '' : Number(event.target.value))}
          >
            {(connections.data ?? []).map((connection) => (
              <MenuItem key={connection.id} value={connection.id}>
                {connection.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('tickets.newTicket.cancel')}
          </Button>
          <Button variant="contained" disabled={!contact} loading={create.isPending} onClick={submit}>
            {t('tickets.newTicket.create')}
          </Button>
        </DialogActions>
      </Dialog>
      <TicketInfoModal info={other} onClose={() => setOther(null)} />
    </>
  );
}
