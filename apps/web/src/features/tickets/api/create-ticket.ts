import { type TicketAnswer, ticketAnswer, ticketsCloseAllAnswer } from '@chatdesk/contracts';
import { api, parseAnswer } from '../../../lib/api-client';

export interface TicketCreateBody {
  contactId: number;
  queueId: number;
  whatsappId: number | null;
  userId: number;
  status: 'open';
}

/** POST /tickets (spec 1 §7); the company comes from the session, never the body. */
export async function createTicket(body: TicketCreateBody): Promise<TicketAnswer> {
  return parseAnswer(ticketAnswer, await api.post<unknown>('/tickets', body));
}

export interface CloseAllBody {
  status: string;
  selectedQueueIds: number[];
  withoutQueue: boolean;
  showAll: boolean;
}

/** POST /tickets/closeAll: closes what the tab lists with these choices; answers how many it closed. */
export async function closeAllTickets(body: CloseAllBody): Promise<number> {
  return parseAnswer(ticketsCloseAllAnswer, await api.post<unknown>('/tickets/closeAll', body)).closed;
}
