import { AppError, type ErrorCode, webchatHandshakeInput } from '@chatdesk/contracts';
import type { DefaultEventsMap, ExtendedError, Socket } from 'socket.io';
import type { z } from 'zod';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import { refusal } from '../../platform/realtime/socket-auth';
import type { ConnectionRow } from '../channel-driver';
import {
  identifiedVisitorId,
  issueVisitorToken,
  isValidUserId,
  newAnonymousVisitorId,
  type Visitor,
  verifyIdentityHash,
  verifyVisitorToken,
} from './visitor-identity';
import { clientIpOf, type TokenBuckets, type TrustProxy } from './visitor-rate-limit';
import { findWidgetByKey, nextVisitorNumber, type WebchatSettingsRow } from './webchat-settings.repository';

/** What the gateway keeps on every visitor socket. */
export interface VisitorSocketData {
  connection: ConnectionRow;
  settings: WebchatSettingsRow;
  visitor: Visitor;
  visitorName: string;
  token: string;
}
export type VisitorSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, VisitorSocketData>;

type HandshakeInput = z.infer<typeof webchatHandshakeInput>;

/** The Origin a browser sent, lower-cased; a page of another origin cannot forge it. */
const originOf = (socket: VisitorSocket) => {
  const origin = socket.handshake.headers.origin;
  return typeof origin === 'string' ? origin.toLowerCase() : null;
};

/**
 * Namespace middleware of /webchat: the widget key names the connection; the page's Origin must be
 * one of its allowed origins (browsers set it on the websocket handshake, so this is the CORS rule of
 * the visitor channel); then the visitor is the identified company user (valid HMAC), the one of a
 * valid token, or a new anonymous visitor with a fresh token.
 */
export function authenticateVisitor(deps: {
  db: Database;
  secrets: SecretBox;
  /** Handshakes per client IP, taken before any database work (visitor-rate-limit.ts). */
  handshakes: TokenBuckets;
  trustProxy: TrustProxy;
}) {
  async function verify(socket: VisitorSocket): Promise<ErrorCode | VisitorSocketData> {
    if (!deps.handshakes.take(clientIpOf(socket.request, deps.trustProxy)).allowed) return 'ERR_WEBCHAT_RATE_LIMITED';
    const parsed = webchatHandshakeInput.safeParse(socket.handshake.auth ?? {});
    if (!parsed.success)
      return parsed.error.issues.some((issue) => issue.path[0] === 'key')
        ? 'ERR_NOT_FOUND'
        : 'ERR_WEBCHAT_IDENTITY_INVALID';
    const auth = parsed.data;
    const widget = await deps.db.system.transaction((tx) => findWidgetByKey(tx, auth.key));
    if (!widget) return 'ERR_NOT_FOUND';
    const { settings, connection } = widget;
    const origin = originOf(socket);
    if (!origin || !settings.allowedOrigins.includes(origin)) return 'ERR_WEBCHAT_ORIGIN_REFUSED';

    const visitor = await identify(auth, settings);
    if (typeof visitor === 'string') return visitor;
    const visitorName = auth.name ?? (visitor.number > 0 ? `Visitante ${visitor.number}` : visitor.visitorId.slice(2));
    return {
      connection,
      settings,
      visitor,
      visitorName,
      token: issueVisitorToken(deps.secrets, connection.id, visitor),
    };
  }

  async function identify(auth: HandshakeInput, settings: WebchatSettingsRow): Promise<ErrorCode | Visitor> {
    if (auth.userId !== undefined) {
      const { userId, userHash } = auth;
      if (!isValidUserId(userId) || userHash === undefined) return 'ERR_WEBCHAT_IDENTITY_INVALID';
      if (!settings.identitySecretSealed) return 'ERR_WEBCHAT_IDENTITY_INVALID';
      const secret = deps.secrets.open(settings.identitySecretSealed);
      if (!verifyIdentityHash(secret, userId, userHash)) return 'ERR_WEBCHAT_IDENTITY_INVALID';
      return { visitorId: identifiedVisitorId(userId), number: 0 };
    }
    const known = auth.token ? verifyVisitorToken(deps.secrets, auth.token, settings.whatsappId) : null;
    if (known) return known;
    // No token, or one that is not ours (another connection, tampered): a new visitor.
    const number = await deps.db
      .tenant(settings.companyId)
      .transaction((tx) => nextVisitorNumber(tx, settings.whatsappId));
    return { visitorId: newAnonymousVisitorId(), number };
  }

  // Socket.IO does not catch a rejected middleware: every outcome goes to next().
  return (socket: VisitorSocket, next: (error?: ExtendedError) => void) => {
    verify(socket).then(
      (outcome) => {
        if (typeof outcome === 'string') return next(refusal(outcome));
        socket.data = outcome;
        next();
      },
      (error: unknown) => next(refusal(error instanceof AppError ? error.code : 'ERR_INTERNAL')),
    );
  };
}
