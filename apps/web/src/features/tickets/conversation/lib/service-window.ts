import type { TicketAnswer } from '@chatdesk/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';

/** Meta's customer-service window: free-form messages only within 24 h of the contact's last message. */
export const serviceWindowMs = 24 * 60 * 60 * 1000;

/**
 * What a closed window leaves: the Cloud API (whatsappapi) still takes approved templates;
 * Messenger and Instagram take nothing until the contact writes again. Other channels have no window.
 */
export type WindowRule = 'template' | 'wait';
const ruleOfChannel: Record<string, WindowRule> = { whatsappapi: 'template', facebook: 'wait', instagram: 'wait' };
export const windowRuleOf = (channel: string): WindowRule | null => ruleOfChannel[channel] ?? null;

/** Whether the API refused a send because the window is closed. */
export const isOutsideWindowError = (error: unknown) =>
  error instanceof ApiError && error.code === 'ERR_OUTSIDE_24H_WINDOW';

export interface ServiceWindow {
  rule: WindowRule | null;
  closed: boolean;
  /** Records a refusal (ERR_OUTSIDE_24H_WINDOW): closed until the contact writes again. */
  markClosed: () => void;
}

/**
 * The ticket's window as the composer needs it: closed when the contact's last message
 * (ticket.lastInboundAt, kept live by the conversation's message events) is older than 24 hours,
 * or when the API refused a send since that message. An unknown last message counts as open:
 * the API has the last word and its refusal closes the window here. Re-evaluated when it expires.
 */
export function useServiceWindow(ticket: Pick<TicketAnswer, 'channel' | 'lastInboundAt'>): ServiceWindow {
  const rule = windowRuleOf(ticket.channel);
  const { lastInboundAt } = ticket;
  const [refusedSince, setRefusedSince] = useState<string | null | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());
  const lastInbound = lastInboundAt ? Date.parse(lastInboundAt) : Number.NaN;
  const expired = !Number.isNaN(lastInbound) && now - lastInbound > serviceWindowMs;

  useEffect(() => {
    if (!rule || Number.isNaN(lastInbound)) return;
    const left = lastInbound + serviceWindowMs - Date.now();
    if (left <= 0) return;
    // setTimeout takes at most ~24.8 days; the window is 24 hours, so the delay always fits.
    const timer = setTimeout(() => setNow(Date.now()), left + 1000);
    return () => clearTimeout(timer);
  }, [rule, lastInbound]);

  const markClosed = useCallback(() => setRefusedSince(lastInboundAt), [lastInboundAt]);
  const refused = refusedSince !== undefined && refusedSince === lastInboundAt;
  return { rule, closed: rule !== null && (expired || refused), markClosed };
}
