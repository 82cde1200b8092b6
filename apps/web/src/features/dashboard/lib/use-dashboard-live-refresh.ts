import { dashboardReloadDelayMs, type TicketEventPayload } from '@chatdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCompanyEvent } from '../../../lib/use-company-event';
import { dashboardKeys } from '../api/dashboard-queries';

/**
 * Ticket changes that can move a counter: created, changed (status, queue, attendant) or deleted.
 * A new message only moves the ticket up a list, and a read only clears its unread count.
 */
const changesCounters = (event: TicketEventPayload) =>
  event.action === 'create' || event.action === 'update' || event.action === 'delete';

/**
 * Spec 1 §9: the dashboard refetches {@link dashboardReloadDelayMs} after the last live ticket
 * change, so a burst of changes (a close-all, a campaign) costs one round of calls, not one per event.
 */
export function useDashboardLiveRefresh() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useCompanyEvent('ticket', (payload) => {
    if (!changesCounters(payload as TicketEventPayload)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      dashboardReloadDelayMs,
    );
  });

  useEffect(() => () => clearTimeout(timer.current), []);
}
