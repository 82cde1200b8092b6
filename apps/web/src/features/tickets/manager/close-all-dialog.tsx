import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { closeAllTickets } from '../api/create-ticket';
import { ticketListsKey } from '../api/get-tickets';
import type { ManagerState } from './use-manager-state';

interface CloseAllDialogProps {
  open: boolean;
  state: ManagerState;
  onClose: () => void;
}

/**
 * Spec 1 §4 "Close all": after a yes/no question, closes the tickets of the tab on screen with the
 * list's own choices (queues, 'SEM FILA', show-all), so it closes what the admin sees, and says how
 * many it closed.
 */
export function CloseAllDialog({ open, state, onClose }: CloseAllDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const closeAll = useMutation({
    mutationFn: () =>
      closeAllTickets({
        status: state.view,
        selectedQueueIds: state.queueIds,
        withoutQueue: state.withoutQueue,
        showAll: state.showAll,
      }),
    onSuccess: (closed) => {
      onClose();
      toast.success(t('tickets.manager.closedCount', { count: closed }));
      void queryClient.invalidateQueries({ queryKey: ticketListsKey });
    },
  });
  return (
    <ConfirmDialog
      open={open}
      title={t('tickets.toolbar.closeAllTitle')}
      text={t('tickets.toolbar.closeAllText')}
      confirmLabel={t('tickets.toolbar.yes')}
      cancelLabel={t('tickets.toolbar.no')}
      destructive
      pending={closeAll.isPending}
      onCancel={onClose}
      onConfirm={() => closeAll.mutate()}
    />
  );
}
