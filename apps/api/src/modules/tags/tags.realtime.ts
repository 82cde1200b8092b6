import type { DomainEvents } from '../../platform/events/domain-events';
import { forwardToCompany } from '../../platform/realtime/forward-to-company';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import './tags.events';

/** `company-{id}-tag`: the Tags and lane pages of every user of the company follow changes live. */
export const forwardTagEvents = (events: DomainEvents, realtime: Pick<RealtimeGateway, 'emitToCompany'>) =>
  forwardToCompany(events, realtime, 'tag', {
    'tag.created': ({ tag }) => ({ action: 'create', tag }),
    'tag.updated': ({ tag }) => ({ action: 'update', tag }),
    'tag.deleted': ({ tagId }) => ({ action: 'delete', tagId }),
  });
