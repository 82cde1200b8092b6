import { AppError, canSeeTicket, type TicketViewer } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { type ConversationTicket, findTicket } from './messages.repository';

/**
 * The ticket of a conversation as this caller may see it: another company's ticket, a missing one and
 * one the caller may not see all answer 404 (ERR_NO_TICKET_FOUND), so ids reveal nothing.
 */
export async function visibleTicket(
  tx: Tx,
  companyId: number,
  viewer: TicketViewer,
  by: { id: number } | { uuid: string },
): Promise<ConversationTicket> {
  return seenTicket(viewer, await findTicket(tx, companyId, by));
}

/** The ticket when the caller may see it; a missing or invisible one answers 404 (ERR_NO_TICKET_FOUND). */
export function seenTicket<T extends ConversationTicket>(viewer: TicketViewer, ticket: T | null | undefined): T {
  if (!ticket || !canSeeTicket(viewer, ticket)) throw new AppError('ERR_NO_TICKET_FOUND');
  return ticket;
}

/** Spec 1 §4: messages are sent only while the ticket is open (or a group conversation). */
export function assertCanSend(ticket: Pick<ConversationTicket, 'status'>): void {
  if (ticket.status !== 'open' && ticket.status !== 'group') throw new AppError('ERR_TICKET_NOT_OPEN');
}
