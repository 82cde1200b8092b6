/** Spec 1 §9: reload after a session conflict. */
export const sessionReplacedReloadMs = 1000;

export interface SessionReplacedDeps {
  /** The signed-in user. */
  userId: number;
  /** This browser's server session (the access token's sessionId claim), read at event time. */
  currentSessionId: () => string | null;
  /** Shows 'Sua conta foi acessada em outro computador.' */
  notify: () => void;
  clearStorage: () => void;
  reload: () => void;
  schedule?: (run: () => void, ms: number) => void;
}

interface AuthEventPayload {
  action?: unknown;
  user?: { id?: unknown } | null;
  sessionId?: unknown;
}

/**
 * Handles `company-{id}-auth` (spec 1 §4, "one session per user"): an `update` about this
 * user means the account was signed in elsewhere, which ended this session on the server. When the
 * event names the new session and it is ours (another tab of this browser shares the token), it
 * is not a conflict. Returns whether the session was ended; a second event while the reload is
 * pending is ignored.
 */
export function createSessionReplacedHandler(deps: SessionReplacedDeps): (payload: unknown) => boolean {
  const schedule = deps.schedule ?? ((run, ms) => setTimeout(run, ms));
  let ending = false;
  return (payload) => {
    if (ending || typeof payload !== 'object' || payload === null) return false;
    const event = payload as AuthEventPayload;
    if (event.action !== 'update' || Number(event.user?.id) !== deps.userId) return false;
    if (typeof event.sessionId === 'string' && event.sessionId === deps.currentSessionId()) return false;
    ending = true;
    deps.notify();
    deps.clearStorage();
    schedule(deps.reload, sessionReplacedReloadMs);
    return true;
  };
}
