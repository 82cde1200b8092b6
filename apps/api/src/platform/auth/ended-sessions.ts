import type { DomainEvents } from '../events/domain-events';

declare module '../events/domain-events' {
  interface DomainEventMap {
    /**
     * Login sessions ended (logout, password change or reset, user deleted, refresh-token reuse).
     * The realtime layer disconnects their sockets on every API process.
     */
    'auth.sessions-ended': { companyId: number; sessionIds: string[] };
  }
}

/** The session cache of this process (the auth module's registry). */
export interface SessionCloser {
  closed(companyId: number, sessionIds: Iterable<string>): void;
}

/**
 * After the transaction that revoked them commits: this process refuses the sessions' tokens at
 * once, and `auth.sessions-ended` tells the socket layer to drop their sockets.
 */
export function announceEndedSessions(
  deps: { sessions: SessionCloser; events: DomainEvents },
  companyId: number,
  sessionIds: readonly string[],
): void {
  if (sessionIds.length === 0) return;
  deps.sessions.closed(companyId, sessionIds);
  deps.events.publish({ type: 'auth.sessions-ended', companyId, sessionIds: [...sessionIds] });
}
