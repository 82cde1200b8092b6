import { AppError, canSeeTicket, hidesContactNumbers, type TicketViewer } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { readCompanySettings } from '../companies/company-settings.repository';
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
  const ticket = await findTicket(tx, companyId, by);
  if (!ticket || !canSeeTicket(viewer, ticket)) throw new AppError('ERR_NO_TICKET_FOUND');
  return ticket;
}

/** Spec 1 §4: messages are sent only while the ticket is open (or a group conversation). */
export function assertCanSend(ticket: Pick<ConversationTicket, 'status'>): void {
  if (ticket.status !== 'open' && ticket.status !== 'group') throw new AppError('ERR_TICKET_NOT_OPEN');
}

/** Whether answers to this caller mask contact numbers (LGPD, spec 2 §6). */
export async function hidesNumbersFor(tx: Tx, companyId: number, viewer: TicketViewer): Promise<boolean> {
  const settings = await readCompanySettings(tx, companyId);
  const toggle = (value: string) => (value === 'enabled' ? 'enabled' : 'disabled');
  return hidesContactNumbers(viewer.subject, {
    enableLGPD: toggle(settings.enableLGPD),
    lgpdHideNumber: toggle(settings.lgpdHideNumber),
  });
}
