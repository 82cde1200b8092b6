import { defaultKanbanLaneId, type TicketAnswer, ticketAnswer } from '@chatdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, parseAnswer } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';

export interface KanbanMove {
  ticketId: number;
  /** The lane's tag id, or defaultKanbanLaneId for 'Em aberto'. */
  laneId: number;
}

/**
 * Moves a card. Into a lane: PUT /ticket-tags/{ticketId}/{tagId}, which takes the ticket out of
 * its old lane and puts it in the new one in one step (one live update, no moment in 'Em aberto');
 * into 'Em aberto': DELETE /ticket-tags/{ticketId}. The spec's toasts for each.
 */
export function useMoveKanbanTicket(onSettled: (move: KanbanMove, ticket: TicketAnswer | null) => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ ticketId, laneId }: KanbanMove) =>
      parseAnswer(
        ticketAnswer,
        laneId === defaultKanbanLaneId
          ? await api.delete<unknown>(`/ticket-tags/${ticketId}`)
          : await api.put<unknown>(`/ticket-tags/${ticketId}/${laneId}`),
      ),
    onSuccess: (ticket, move) => {
      toast.success(t(move.laneId === defaultKanbanLaneId ? 'kanban.tagRemoved' : 'kanban.tagAdded'));
      onSettled(move, ticket);
    },
    onError: (error, move) => {
      toastError(error);
      onSettled(move, null);
    },
  });
}
