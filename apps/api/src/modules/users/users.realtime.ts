import type { DomainEvents } from '../../platform/events/domain-events';
import { forwardToCompany } from '../../platform/realtime/forward-to-company';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import './users.events';

/** Spec 1 §7: `company-{id}-user` — update carries the user; delete carries its id. */
export const forwardUserEvents = (events: DomainEvents, realtime: Pick<RealtimeGateway, 'emitToCompany'>) =>
  forwardToCompany(events, realtime, 'user', {
    'user.created': ({ user }) => ({ action: 'create', user }),
    'user.updated': ({ user }) => ({ action: 'update', user }),
    'user.deleted': ({ userId }) => ({ action: 'delete', userId }),
  });
