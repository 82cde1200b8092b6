import type { DomainEvents } from '../../platform/events/domain-events';
import { forwardToCompany } from '../../platform/realtime/forward-to-company';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import './contacts.events';

/** `company-{id}-contact`: the contacts page, drawer and ticket rows refresh without a reload. */
export const forwardContactEvents = (events: DomainEvents, realtime: Pick<RealtimeGateway, 'emitToCompany'>) =>
  forwardToCompany(events, realtime, 'contact', {
    'contact.created': ({ contact }) => ({ action: 'create', contact }),
    'contact.updated': ({ contact }) => ({ action: 'update', contact }),
    'contact.deleted': ({ contactId }) => ({ action: 'delete', contactId }),
  });
