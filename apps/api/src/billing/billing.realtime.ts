import type { PaymentEvent } from '@chatdesk/contracts';
import type { DomainEvents } from '../platform/events/domain-events';
import { forwardToCompany } from '../platform/realtime/forward-to-company';
import type { RealtimeGateway } from '../platform/realtime/realtime-gateway';
import './billing.events';

/** `company-{id}-payment` (spec 2 §7): only the paying company's clients learn that it was renewed. */
export const forwardPaymentEvents = (events: DomainEvents, realtime: Pick<RealtimeGateway, 'emitToCompany'>) =>
  forwardToCompany(events, realtime, 'payment', {
    'billing.payment-confirmed': ({ companyId, invoiceId, dueDate }): PaymentEvent => ({
      action: 'CONCLUIDA',
      invoiceId,
      company: { id: companyId, dueDate },
    }),
  });
