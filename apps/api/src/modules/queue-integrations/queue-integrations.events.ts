import type { QueueIntegrationAnswer } from '@chatdesk/contracts';

/**
 * Domain events of the queue integrations, published after the write commits; the realtime layer
 * turns them into `company-{companyId}-queueIntegration` for the company's admins. No secret.
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'queueIntegration.created': { companyId: number; queueIntegration: QueueIntegrationAnswer };
    'queueIntegration.updated': { companyId: number; queueIntegration: QueueIntegrationAnswer };
    'queueIntegration.deleted': { companyId: number; integrationId: number };
  }
}
