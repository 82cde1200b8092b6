import { type TagAnswer, type TicketAnswer, ticketAnswer } from '@chatdesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../../lib/api-client';
import { ticketTagsQueryOptions } from '../../api/reference-data';
import { storeTicket } from '../../api/ticket-cache';
import { useTicketUser } from '../../lib/session-user';

/** The company's kanban lanes: tags with kanban 1 (GET /tags/list?kanban=1), shared with the list filter. */
export const useKanbanLanes = () => useQuery(ticketTagsQueryOptions);

/** The lane the ticket sits in: its kanban tag, if any. */
export const currentLaneOf = (ticket: Pick<TicketAnswer, 'tags'>): TagAnswer | null =>
  ticket.tags.find((tag) => tag.kanban === 1) ?? null;

/**
 * Moves the ticket to a lane (null: out of every lane). As the kanban board does (spec 3 §
 * "Kanban"), the old tag comes off first (DELETE /ticket-tags/{ticketId}) and the new one goes on
 * (PUT /ticket-tags/{ticketId}/{tagId}): a ticket never sits in two lanes. Both answer the ticket,
 * which goes into the conversation and the lists.
 */
export function useSetTicketLane(ticket: TicketAnswer) {
  const queryClient = useQueryClient();
  const user = useTicketUser();
  return useMutation({
    mutationFn: async (laneId: number | null): Promise<TicketAnswer> => {
      let answer: TicketAnswer | null = null;
      if (ticket.tags.length > 0 || laneId === null) {
        answer = parseAnswer(ticketAnswer, await api.delete<unknown>(`/ticket-tags/${ticket.id}`));
      }
      if (laneId !== null) {
        answer = parseAnswer(ticketAnswer, await api.put<unknown>(`/ticket-tags/${ticket.id}/${laneId}`));
      }
      return answer ?? ticket;
    },
    onSuccess: (answer) => storeTicket(queryClient, answer, { userId: user?.id ?? 0 }),
  });
}
