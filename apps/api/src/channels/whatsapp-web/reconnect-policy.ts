/**
 * What a closed WhatsApp Web socket means for the session (pure, so the state machine is testable
 * without Baileys' Boom errors): the status codes are Baileys' DisconnectReason values.
 */
export type CloseDecision =
  /** The phone unlinked us, or the stored session is unusable: drop the credentials, DISCONNECTED. */
  | { action: 'logged-out' }
  /** Another WhatsApp Web client took the session: DISCONNECTED, keep credentials, do not fight it. */
  | { action: 'replaced' }
  /** The QR (or pairing) round ended unscanned: DISCONNECTED until someone asks for a new code. */
  | { action: 'qr-expired' }
  /** WhatsApp asked for a fresh socket (after pairing): reconnect at once. */
  | { action: 'restart' }
  /** Network trouble or a server hiccup: TIMEOUT, reconnect after a backoff delay. */
  | { action: 'retry' };

const loggedOut = 401;
const forbidden = 403;
const multideviceMismatch = 411;
const connectionReplaced = 440;
const badSession = 500;
const restartRequired = 515;

export function decideOnClose(statusCode: number | undefined, paired: boolean): CloseDecision {
  if (statusCode === restartRequired) return { action: 'restart' };
  if ([loggedOut, forbidden, multideviceMismatch, badSession].includes(statusCode ?? 0))
    return { action: 'logged-out' };
  if (statusCode === connectionReplaced) return { action: 'replaced' };
  if (!paired) return { action: 'qr-expired' };
  return { action: 'retry' };
}

export interface BackoffOptions {
  /** First delay (default 2 s). */
  baseMs?: number;
  /** Ceiling (default 5 minutes): a long outage is retried forever, at most this far apart. */
  maxMs?: number;
}

/** Exponential backoff: base, 2x, 4x... capped, with attempt counted from 1. */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? 2000;
  const max = options.maxMs ?? 300_000;
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}
