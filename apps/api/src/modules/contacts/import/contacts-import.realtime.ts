import type { DomainEvents } from '../../../platform/events/domain-events';
import { forwardToCompany } from '../../../platform/realtime/forward-to-company';
import type { RealtimeGateway } from '../../../platform/realtime/realtime-gateway';
import './contacts-import.events';

/** An imported batch tells the company's screens to refetch their contact lists. */
export const forwardContactImportEvents = (events: DomainEvents, realtime: Pick<RealtimeGateway, 'emitToCompany'>) =>
  forwardToCompany(events, realtime, 'contact', {
    'contact.imported': ({ created, updated }) => ({ action: 'reload', created, updated }),
  });
