import { type TicketAnswer, ticketAnswer } from '@chatdesk/contracts';
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

/** POST /tickets/closeAll: closes the tickets of one status in the chosen queues. */
export async function closeAllTickets(body: { status: string; selectedQueueIds: number[] }): Promise<void> {
  await api.post<unknown>('/tickets/closeAll', body);
}
