import type { TicketAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toastError } from '../../../lib/toast';
import { storeTicket } from '../api/ticket-cache';
import { type TicketUpdateBody, updateTicket } from '../api/update-ticket';
import { listTabState } from '../lib/list-tab-request';
import { otherTicketOf } from '../lib/other-ticket';
import type { OtherTicketInfo } from './types';

/** Where the user goes after a change: the ticket itself (accept, reopen) or the list. */
export type AfterChange = 'ticket' | 'list' | 'stay';

interface StatusChange {
  body: TicketUpdateBody;
  after: AfterChange;
}

/**
 * PUT /tickets/{id} with the spec's navigation and conflict handling (spec 1 §4): an answer that is
 * another user's ticket of the same contact, or an ERR_OTHER_OPEN_TICKET refusal, opens the info
 * modal; the user's own other ticket is simply opened.
 */
export function useStatusChange(ticket: TicketAnswer | null, userId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [otherTicket, setOtherTicket] = useState<OtherTicketInfo | null>(null);

  const openOther = (other: OtherTicketInfo) => {
    if (other.userId === userId) void navigate(`/tickets/${other.uuid}`);
    else setOtherTicket(other);
  };

  const mutation = useMutation({
    // Conflicts open the info modal; everything else goes to the generic handler here.
    meta: { silent: true },
    mutationFn: ({ body }: StatusChange) => {
      if (!ticket) throw new Error('No ticket');
      return updateTicket(ticket.id, body);
    },
    onSuccess: (answer, { after }) => {
      storeTicket(queryClient, answer, { userId });
      if (ticket && answer.id !== ticket.id && answer.userId !== null && answer.userId !== userId) {
        setOtherTicket(answer);
        return;
      }
      // The list shows the tab that now holds the ticket (spec 1 §4: after accept or reopen).
      if (after === 'ticket') void navigate(`/tickets/${answer.uuid}`, { state: listTabState(answer.status) });
      else if (after === 'list') void navigate('/tickets');
    },
    onError: (error) => {
      const other = otherTicketOf(error);
      if (other) openOther(other);
      else toastError(error);
    },
  });

  return {
    change: (body: TicketUpdateBody, after: AfterChange) => mutation.mutate({ body, after }),
    busy: mutation.isPending,
    otherTicket,
    clearOtherTicket: () => setOtherTicket(null),
  };
}
