import { AppError, canSeeTicket } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { contacts, users } from '../../../db/schema';
import type { TicketCaller } from '../../tickets/ticket-viewer';
import { findTicket } from '../../tickets/tickets.repository';
import type { WebchatDeps } from '../webchat.deps';
import '../webchat.events';

/**
 * An attendant typing (or not) in a webchat ticket they can see: the visitor's widget shows
 * "{agent} is typing". Tickets of other channels have no such signal (ERR_NOT_WEBCHAT_CONNECTION).
 */
export async function sendAgentTyping(
  deps: WebchatDeps,
  caller: TicketCaller,
  ticketId: number,
  typing: boolean,
): Promise<void> {
  const { companyId } = caller;
  const target = await deps.db.tenant(companyId).transaction(async (tx) => {
    const ticket = await findTicket(tx, companyId, ticketId);
    if (!ticket || !canSeeTicket(caller.viewer, ticket)) throw new AppError('ERR_NO_TICKET_FOUND');
    if (ticket.channel !== 'webchat') throw new AppError('ERR_NOT_WEBCHAT_CONNECTION');
    const [contact] = await tx
      .select({ number: contacts.number })
      .from(contacts)
      .where(eq(contacts.id, ticket.contactId));
    const [agent] = await tx.select({ name: users.name }).from(users).where(eq(users.id, caller.viewer.userId));
    return { connectionId: ticket.whatsappId, visitorId: contact?.number ?? '', agentName: agent?.name ?? '' };
  });
  if (!target.visitorId) throw new AppError('ERR_NO_TICKET_FOUND');
  deps.events.publish({ type: 'webchat.agent-typing', companyId, typing, ...target });
}
