import { useQuery } from '@tanstack/react-query';
import { ticketByUuidQueryKey, ticketByUuidQueryOptions } from '../../actions';

/**
 * GET /tickets/u/{uuid}, in the same cache entry the ticket actions write their answers to, so
 * the header follows an accept or a transfer at once.
 */
export const conversationTicketKey = ticketByUuidQueryKey;

export const useConversationTicket = (uuid: string) => useQuery({ ...ticketByUuidQueryOptions(uuid), retry: false });
