import { canIgnorePendingTicket, type TicketAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCan } from '../../../lib/permissions';
import { toast } from '../../../lib/toast';
import { updateTicketLists } from '../api/ticket-cache';
import { deleteTicket } from '../api/update-ticket';
import { removeTicket } from '../lib/live-updates';
import { settingOn, useTicketUser } from '../lib/session-user';
import { AcceptTicketModal } from './accept-ticket-modal';
import { CloseTicketDialog } from './close-ticket-dialog';
import { TicketInfoModal } from './ticket-info-modal';
import { TicketLogTimelineModal } from './ticket-log-timeline-modal';
import { TransferTicketModal } from './transfer-ticket-modal';
import type { TicketActions } from './types';
import { useStatusChange } from './use-status-change';

type OpenDialog = 'accept' | 'reopen' | 'close' | 'transfer' | 'logs' | 'remove' | null;

/** A WhatsApp group attended as a group (spec 1 §4): its active status is 'group', not 'open'. */
const activeStatusOf = (ticket: TicketAnswer) =>
  ticket.isGroup && ticket.channel === 'whatsapp' ? ('group' as const) : ('open' as const);

/** The ticket transitions of spec 1 §4 with their dialogs, for the conversation header. */
export function useTicketActions(ticket: TicketAnswer | null): TicketActions {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useTicketUser();
  const userId = user?.id ?? 0;
  const canDelete = useCan('ticket-options:deleteTicket');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const status = useStatusChange(ticket, userId);
  const closeDialog = () => setDialog(null);

  const start = (queueId: number | null) => {
    if (!ticket) return;
    closeDialog();
    const body = { status: activeStatusOf(ticket), userId, ...(queueId !== null ? { queueId } : {}) };
    status.change(body, 'ticket');
  };
  const startOrAskQueue = (kind: 'accept' | 'reopen') => {
    if (!ticket) return;
    if (ticket.queueId === null) setDialog(kind);
    else start(null);
  };

  const finish = (sendFarewellMessage: boolean) => {
    closeDialog();
    status.change({ status: 'closed', userId, sendFarewellMessage, amountUsedBotQueues: 0 }, 'list');
  };

  const remove = useMutation({
    mutationFn: (id: number) => deleteTicket(id),
    onSuccess: (_, id) => {
      closeDialog();
      updateTicketLists(queryClient, (data) => removeTicket(data, id));
      void navigate('/tickets');
    },
  });

  const pendingLike = ticket?.status === 'pending' || ticket?.status === 'lgpd';
  const isManager = !!user && (user.isAdmin || user.subject.showDashboard === 'enabled');
  const canIgnore = !!user && pendingLike && canIgnorePendingTicket(user.subject);
  const canClose = !!ticket && ticket.status !== 'closed' && (ticket.status !== 'pending' || isManager);
  // Mirrors the API's close (modules/tickets/use-cases/close-ticket.ts): only an attended non-group
  // ticket goes to the rating; pending ones are ignored and 'nps' ones are already waiting for it.
  const ratingRequired = settingOn(user?.setting('userRating') ?? null) && ticket?.status === 'open' && !ticket.isGroup;

  return {
    accept: () => startOrAskQueue('accept'),
    reopen: () => startOrAskQueue('reopen'),
    returnToPending: () => status.change({ status: 'pending', userId: null }, 'list'),
    close: () => {
      const tagMissing = settingOn(user?.setting('requiredTag') ?? null) && (ticket?.contact.tags.length ?? 0) === 0;
      if (tagMissing) toast.warning(t('tickets.close.requiredTag'), 'required-tag');
      else setDialog('close');
    },
    ignore: () =>
      status.change({ status: 'closed', userId, sendFarewellMessage: false, amountUsedBotQueues: 0 }, 'list'),
    transfer: () => setDialog('transfer'),
    showLogs: () => setDialog('logs'),
    remove: () => setDialog('remove'),
    setUseIntegration: (useIntegration) => status.change({ useIntegration }, 'stay'),
    canIgnore,
    canClose,
    canDelete,
    busy: status.busy || remove.isPending,
    dialogs: ticket ? (
      <>
        <AcceptTicketModal
          open={dialog === 'accept' || dialog === 'reopen'}
          queues={user?.queues ?? []}
          busy={status.busy}
          onClose={closeDialog}
          onConfirm={start}
        />
        <CloseTicketDialog
          open={dialog === 'close'}
          busy={status.busy}
          ratingRequired={ratingRequired}
          onClose={closeDialog}
          onConfirm={finish}
        />
        <TransferTicketModal open={dialog === 'transfer'} ticket={ticket} onClose={closeDialog} />
        <TicketLogTimelineModal open={dialog === 'logs'} ticketId={ticket.id} onClose={closeDialog} />
        <TicketInfoModal info={status.otherTicket} onClose={status.clearOtherTicket} />
        <ConfirmDialog
          open={dialog === 'remove'}
          title={t('tickets.remove.title', { name: ticket.contact.name })}
          text={t('tickets.remove.text')}
          confirmLabel={t('tickets.remove.confirm')}
          cancelLabel={t('tickets.remove.cancel')}
          destructive
          pending={remove.isPending}
          onCancel={closeDialog}
          onConfirm={() => remove.mutate(ticket.id)}
        />
      </>
    ) : null,
  };
}
