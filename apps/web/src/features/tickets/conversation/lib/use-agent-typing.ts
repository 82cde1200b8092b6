import type { TicketAnswer } from '@chatdesk/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '../../../../lib/api-client';

/** At most one "typing" signal per this interval while the attendant keeps typing. */
export const agentTypingThrottleMs = 2000;
/** After this long without input the visitor's widget is told the attendant stopped. */
export const agentTypingIdleMs = 3000;

const postTyping = (ticketId: number, typing: boolean) =>
  api.post<unknown>(`/webchat/tickets/${ticketId}/typing`, { typing }).catch(() => undefined);

/**
 * The attendant's typing shown in a web chat visitor's widget (POST /webchat/tickets/{id}/typing):
 * `typing: true` on input, at most every 2 s; `typing: false` after 3 s idle, on send and when the
 * conversation closes. A hint only, so failures are ignored. Other channels: nothing is sent.
 */
export function useAgentTyping(ticket: Pick<TicketAnswer, 'id' | 'channel'>) {
  const active = ticket.channel === 'webchat';
  const ticketId = ticket.id;
  const lastStart = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = null;
    if (lastStart.current === 0) return;
    lastStart.current = 0;
    void postTyping(ticketId, false);
  }, [ticketId]);

  const onInput = useCallback(() => {
    if (!active) return;
    const now = Date.now();
    if (now - lastStart.current >= agentTypingThrottleMs) {
      lastStart.current = now;
      void postTyping(ticketId, true);
    }
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stop, agentTypingIdleMs);
  }, [active, ticketId, stop]);

  useEffect(() => stop, [stop]);
  return { onInput, onSent: stop };
}
