import { type PaymentEvent, paymentEvent } from '@chatdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { session } from '../../../lib/session';
import { useCompanyEvent } from '../../../lib/use-company-event';
import { invoicesQueryKey } from '../api/get-invoices';

/**
 * Live `company-{id}-payment` (spec 2 §7): a CONCLUIDA event means a payment renewed the company.
 * The session's company takes the new due date (so the subscription guard unlocks the app), the
 * invoices are fetched again, then `handle` runs (e.g. the checkout's renewal message).
 */
export function usePaymentConcluded(handle?: (event: PaymentEvent) => void) {
  const queryClient = useQueryClient();
  useCompanyEvent('payment', (payload) => {
    const parsed = paymentEvent.safeParse(payload);
    if (!parsed.success) return;
    const { user } = session.getState();
    if (user?.company && user.company.id === parsed.data.company.id) {
      session.updateUser({ ...user, company: { ...user.company, dueDate: parsed.data.company.dueDate } });
    }
    void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
    handle?.(parsed.data);
  });
}
