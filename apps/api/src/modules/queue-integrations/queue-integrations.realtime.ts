import type { QueueIntegrationEvent } from '@chatdesk/contracts';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import { forwardToCompanyAdmins } from './forward-to-admins';
import './queue-integrations.events';

/** `company-{id}-queueIntegration` to the company's admins: the answer shapes, never a secret. */
export const forwardQueueIntegrationEvents = (
  events: DomainEvents,
  realtime: Pick<RealtimeGateway, 'emitToUsers'>,
  db: Database,
) =>
  forwardToCompanyAdmins(events, realtime, db, 'queueIntegration', {
    'queueIntegration.created': ({ queueIntegration }): QueueIntegrationEvent => ({
      action: 'create',
      queueIntegration,
    }),
    'queueIntegration.updated': ({ queueIntegration }): QueueIntegrationEvent => ({
      action: 'update',
      queueIntegration,
    }),
    'queueIntegration.deleted': ({ integrationId }): QueueIntegrationEvent => ({ action: 'delete', integrationId }),
  });
