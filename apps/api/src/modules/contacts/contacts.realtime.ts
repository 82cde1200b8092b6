import { type ContactDetailAnswer, companyEvent } from '@chatdesk/contracts';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import { emitToEachRecipient, type TicketAudience } from '../tickets/ticket-audience';
import { numberView, viewedBy } from './contact-answer';
import './contacts.events';

/**
 * `company-{id}-contact`: the contacts page, drawer and ticket rows refresh without a reload.
 * Every user of the company gets each event (all of them list contacts), through their own room:
 * under LGPD a profile user gets the number masked as in every answer (spec 2 §6), others the
 * real one. The users and their LGPD flags come from the ticket events' cached audience.
 */
export function forwardContactEvents(
  events: DomainEvents,
  realtime: Pick<RealtimeGateway, 'emitToUsers'>,
  audience: Pick<TicketAudience, 'of'>,
): () => void {
  const toEachUser = (companyId: number, payloadFor: (hidesNumbers: boolean) => unknown) =>
    emitToEachRecipient(realtime, audience, companyId, companyEvent(companyId, 'contact'), (recipient) =>
      payloadFor(recipient.hidesNumbers),
    );
  const contactPayload = (action: 'create' | 'update', contact: ContactDetailAnswer) => {
    const asSeen = { plain: viewedBy(contact, numberView(false)), masked: viewedBy(contact, numberView(true)) };
    return (hidesNumbers: boolean) => ({ action, contact: hidesNumbers ? asSeen.masked : asSeen.plain });
  };
  const unsubscribes = [
    events.subscribe('contact.created', ({ companyId, contact }) =>
      toEachUser(companyId, contactPayload('create', contact)),
    ),
    events.subscribe('contact.updated', ({ companyId, contact }) =>
      toEachUser(companyId, contactPayload('update', contact)),
    ),
    // Through the same path (not one broadcast) so a delete cannot overtake the update before it.
    events.subscribe('contact.deleted', ({ companyId, contactId }) =>
      toEachUser(companyId, () => ({ action: 'delete', contactId })),
    ),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
