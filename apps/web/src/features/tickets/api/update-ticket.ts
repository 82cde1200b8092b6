import { type TicketAnswer, type TicketStatus, ticketAnswer } from '@chatdesk/contracts';
import { api, parseAnswer } from '../../../lib/api-client';

/** PUT /tickets/{id}: the fields of spec 1 §7 a status change sends (only those given). */
export interface TicketUpdateBody {
  status?: TicketStatus;
  userId?: number | null;
  queueId?: number | null;
  msgTransfer?: string | null;
  isTransfered?: boolean;
  sendFarewellMessage?: boolean;
  amountUsedBotQueues?: number;
  useIntegration?: boolean;
}

export async function updateTicket(id: number, body: TicketUpdateBody): Promise<TicketAnswer> {
  return parseAnswer(ticketAnswer, await api.put<unknown>(`/tickets/${id}`, body));
}

export async function deleteTicket(id: number): Promise<void> {
  await api.delete<unknown>(`/tickets/${id}`);
}
