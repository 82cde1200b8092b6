import type { DomainEvents } from '../../platform/events/domain-events';
import { forwardToCompany } from '../../platform/realtime/forward-to-company';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import './queues.events';

/** `company-{id}-queue`: queue lists and selectors refresh without a reload. */
export const forwardQueueEvents = (events: DomainEvents, realtime: Pick<RealtimeGateway, 'emitToCompany'>) =>
  forwardToCompany(events, realtime, 'queue', {
    'queue.created': ({ queue }) => ({ action: 'create', queue }),
    'queue.updated': ({ queue }) => ({ action: 'update', queue }),
    'queue.deleted': ({ queueId }) => ({ action: 'delete', queueId }),
  });
