import { companyEvent } from '@chatdesk/contracts';
import type { DomainEvents } from '../events/domain-events';
import type { RealtimeGateway } from './realtime-gateway';

/**
 * A login that ended the user's other sessions (spec 1 §4: "Sua conta foi acessada em outro
 * computador") tells them with `company-{id}-auth` { action: 'update', user: { id }, sessionId },
 * the NEW session's id, so the tab that just logged in knows the event is not about itself.
 * Then their sockets are disconnected: a tab that ignores the event must not keep receiving
 * the company's events, and its token can no longer reconnect (the handshake checks sessions).
 * Returns the unsubscribe function.
 */
export function forwardSessionEvents(
  events: DomainEvents,
  realtime: Pick<RealtimeGateway, 'emitToUser' | 'disconnectUser'>,
): () => void {
  return events.subscribe('auth.session-replaced', ({ companyId, userId, sessionId }) => {
    const payload = { action: 'update', user: { id: userId }, sessionId };
    realtime.emitToUser(companyId, userId, companyEvent(companyId, 'auth'), payload);
    realtime.disconnectUser(companyId, userId, { exceptSessionId: sessionId });
  });
}
