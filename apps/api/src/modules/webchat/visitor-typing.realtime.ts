import { canSeeTicket, companyEvent, type TicketTypingEventPayload } from '@chatdesk/contracts';
import { and, eq } from 'drizzle-orm';
import '../../channels/webchat/visitor-typing';
import { contacts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import { emitToEachRecipient, type TicketAudience } from '../tickets/ticket-audience';
import { visibleFieldsOf } from '../tickets/ticket-transition';
import { findActiveTicketOf } from '../tickets/tickets.repository';

/**
 * A web chat visitor typing, to the attendants: `company-{id}-typing` {ticketId, typing} for the
 * visitor's active ticket on that connection, to each user who may see the ticket (as ticket
 * events go, through their `user:{id}` rooms). A visitor without an active ticket reaches no one.
 */
export function forwardVisitorTyping(
  events: DomainEvents,
  realtime: Pick<RealtimeGateway, 'emitToUsers'>,
  deps: { db: Database; audience: Pick<TicketAudience, 'of'> },
): () => void {
  return events.subscribe('webchat.visitor-typing', async ({ companyId, connectionId, visitorId, typing }) => {
    const ticket = await deps.db.tenant(companyId).transaction(async (tx) => {
      const [contact] = await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.companyId, companyId), eq(contacts.channel, 'webchat'), eq(contacts.number, visitorId)));
      return contact ? findActiveTicketOf(tx, companyId, connectionId, contact.id) : null;
    });
    if (!ticket) return;
    const fields = visibleFieldsOf(ticket);
    const payload: TicketTypingEventPayload = { ticketId: ticket.id, typing };
    await emitToEachRecipient(realtime, deps.audience, companyId, companyEvent(companyId, 'typing'), (recipient) =>
      canSeeTicket(recipient, fields) ? payload : undefined,
    );
  });
}
