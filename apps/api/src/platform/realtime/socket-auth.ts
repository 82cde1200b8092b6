import { AppError, companyIdOfNamespace, type ErrorCode, errorCatalogue } from '@chatdesk/contracts';
import type { DefaultEventsMap, ExtendedError, Namespace, Socket } from 'socket.io';
import type { SessionChecker } from '../auth/active-session';
import type { AuthClaims, TokenService } from '../auth/tokens';

/** What the gateway keeps on every authenticated socket. */
export interface SocketData {
  auth: AuthClaims;
  /** Epoch ms of this socket's last presence write; throttles `userStatus`. */
  lastPresenceAt: number;
}
export type CompanySocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
export type CompanyNamespace = Namespace<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

const maxTokenLength = 4096;

/**
 * A refused handshake. The client sees `connect_error` with the code as `message` and the same
 * `{ error, message }` body the HTTP API answers with as `data`.
 */
export function refusal(code: ErrorCode): ExtendedError {
  return Object.assign(new Error(code), { data: { error: code, message: errorCatalogue[code].message } });
}

/** The access token from `auth.token`, or from `query.token` as older clients send it. */
export function handshakeToken(socket: Pick<CompanySocket, 'handshake'>): string | null {
  const { auth, query } = socket.handshake;
  const raw = typeof auth?.token === 'string' ? auth.token : typeof query.token === 'string' ? query.token : null;
  if (!raw) return null;
  const token = raw.startsWith('Bearer ') ? raw.slice('Bearer '.length) : raw;
  return token.length > 0 && token.length <= maxTokenLength ? token : null;
}

/**
 * Namespace middleware: an unexpired access token whose company is this namespace's company,
 * from a login session that is still open (the same rule as HTTP requests). The company always comes from the token; a `userId` the
 * client puts in the query is ignored.
 */
export function authenticateSocket(tokens: TokenService, sessions?: SessionChecker) {
  const verifyHandshake = async (socket: CompanySocket): Promise<ErrorCode | AuthClaims> => {
    const token = handshakeToken(socket);
    if (!token) return 'ERR_SESSION_EXPIRED';
    let auth: AuthClaims;
    try {
      auth = await tokens.verifyAccess(token);
    } catch (error) {
      return error instanceof AppError ? error.code : 'ERR_INVALID_TOKEN';
    }
    if (companyIdOfNamespace(socket.nsp.name) !== auth.companyId) return 'ERR_NO_PERMISSION';
    if (sessions && !(await sessions.isActive(auth.companyId, auth.sessionId))) return 'ERR_SESSION_EXPIRED';
    return auth;
  };
  // Socket.IO does not catch a rejected middleware: every outcome, failures included, goes to next().
  return (socket: CompanySocket, next: (error?: ExtendedError) => void) => {
    verifyHandshake(socket).then(
      (outcome) => {
        if (typeof outcome === 'string') return next(refusal(outcome));
        socket.data.auth = outcome;
        socket.data.lastPresenceAt = 0;
        next();
      },
      () => next(refusal('ERR_INTERNAL')),
    );
  };
}
