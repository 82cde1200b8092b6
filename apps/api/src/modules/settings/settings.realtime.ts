import type { DomainEvents } from '../../platform/events/domain-events';
import { forwardToCompany } from '../../platform/realtime/forward-to-company';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import './settings.events';

/** `company-{id}-settings`: the company's clients refetch the options that changed (columns named). */
export const forwardCompanySettingsEvents = (events: DomainEvents, realtime: Pick<RealtimeGateway, 'emitToCompany'>) =>
  forwardToCompany(events, realtime, 'settings', {
    'company-settings.updated': ({ columns }) => ({ action: 'update', columns }),
  });
