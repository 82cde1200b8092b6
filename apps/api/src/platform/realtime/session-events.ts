import { companyEvent } from '@chatdesk/contracts';
import '../auth/ended-sessions';
import type { DomainEvents } from '../events/domain-events';
import type { RealtimeGateway } from './realtime-gateway';

/**
 * A login that ended the user's other sessions (spec 1 §4: "Sua conta foi acessada em outro
 * computador") tells them with `company-{id}-auth` { action: 'update', user: { id }, sessionId },
 * the NEW session's id, so the tab that just logged in knows the event is not about itself.
 * Then their sockets are disconnected: a tab that ignores the event must not keep receiving
 * the company's events, and its token can no longer reconnect (the handshake checks sessions).
 * Sessions ended otherwise (logout, password change or reset, user deleted) lose their sockets
 * without a notice: the client that ended them already knows, and one that did not must stop
 * receiving events. Disconnects go through the adapter, so they reach every API process.
 * Returns the unsubscribe function.
 */
export function forwardSessionEvents(
  events: DomainEvents,
  realtime: Pick<RealtimeGateway, 'emitToUser' | 'disconnectUser' | 'disconnectSessions'>,
): () => void {
  const unsubscribers = [
    events.subscribe('auth.session-replaced', ({ companyId, userId, sessionId }) => {
      const payload = { action: 'update', user: { id: userId }, sessionId };
      realtime.emitToUser(companyId, userId, companyEvent(companyId, 'auth'), payload);
      realtime.disconnectUser(companyId, userId, { exceptSessionId: sessionId });
    }),
    events.subscribe('auth.sessions-ended', ({ companyId, sessionIds }) =>
      realtime.disconnectSessions(companyId, sessionIds),
    ),
  ];
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
