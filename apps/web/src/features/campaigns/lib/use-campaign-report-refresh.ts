import { type CampaignEventPayload, campaignFinishedReloadMs } from '@chatdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCompanyEvent } from '../../../lib/use-company-event';
import { campaignsKeys } from '../api/get-campaigns';

/** A running campaign sends updates often: the report refetches at most this often from them. */
export const reportRefreshThrottleMs = 2000;

/**
 * Keeps a report live (spec 3 §4): updates of this campaign on `company-{id}-campaign` refetch the
 * report, throttled; an update saying it finished reloads it 5 seconds later, when the last acks are in.
 */
export function useCampaignReportRefresh(campaignId: number) {
  const queryClient = useQueryClient();
  const lastRefresh = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const refresh = () => {
    lastRefresh.current = Date.now();
    void queryClient.invalidateQueries({ queryKey: campaignsKeys.report(campaignId) });
  };
  const later = (delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      refresh();
    }, delayMs);
    timers.current.add(timer);
  };

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  useCompanyEvent('campaign', (payload) => {
    const event = payload as CampaignEventPayload;
    if (event.action === 'delete' || event.record.id !== campaignId) return;
    if (event.record.status === 'FINALIZADA') later(campaignFinishedReloadMs);
    const wait = lastRefresh.current + reportRefreshThrottleMs - Date.now();
    if (wait <= 0) refresh();
    else if (timers.current.size === 0) later(wait);
  });
}
