import { io, type Socket } from 'socket.io-client';
import {
  type WebchatHandshake,
  type WebchatSendReply,
  type WebchatServerMessage,
  type WebchatSession,
  type WebchatTyping,
  type WebchatVisitorTyping,
  webchatNamespace,
  webchatSocketPath,
} from '../../../../packages/contracts/src/webchat/webchat-protocol';

/** How the page identifies the visitor: attributes of the script tag (all optional). */
export interface WidgetIdentity {
  name?: string;
  userId?: string;
  userHash?: string;
}

export interface WidgetSessionEvents {
  session(session: WebchatSession): void;
  history(messages: WebchatServerMessage[]): void;
  message(message: WebchatServerMessage): void;
  typing(typing: WebchatTyping): void;
  refused(code: string): void;
  /** Too many handshakes from this network: the session tries again by itself after a pause. */
  limited(): void;
}

export interface WidgetSession {
  send(payload: {
    clientId: string;
    body: string;
    attachment?: { name: string; type: string; data: ArrayBuffer };
  }): Promise<WebchatSendReply>;
  ack(externalIds: string[], ack: 2 | 3): void;
  /** The visitor started or stopped typing (WebchatVisitorTyping). */
  typing(typing: boolean): void;
}

/**
 * The visitor's socket to the API that served the script. The signed visitor token lives in the
 * host page's localStorage (per widget key): a cross-site cookie would need SameSite=None; Secure,
 * which fails on http origins and in browsers that block third-party cookies (docs/decisions.md).
 */
/** A handshake bucket regains a token every few seconds; half a minute leaves room for the page's other tabs. */
export const rateLimitRetryMs = 30_000;

export function openWidgetSession(
  apiOrigin: string,
  key: string,
  identity: WidgetIdentity,
  on: WidgetSessionEvents,
): WidgetSession {
  const storageKey = `chatdesk-webchat:${key}`;
  const stored = readStorage(storageKey);
  const auth: WebchatHandshake = {
    key,
    ...(stored ? { token: stored } : {}),
    ...(identity.name ? { name: identity.name } : {}),
    ...(identity.userId && identity.userHash ? { userId: identity.userId, userHash: identity.userHash } : {}),
  };
  const socket: Socket = io(`${apiOrigin}${webchatNamespace}`, {
    path: webchatSocketPath,
    transports: ['websocket'],
    auth,
  });
  socket.on('session', (session: WebchatSession) => {
    writeStorage(storageKey, session.token);
    // A reconnect presents the token, so the visitor stays the same person.
    auth.token = session.token;
    on.session(session);
  });
  socket.on('history', on.history);
  socket.on('message', on.message);
  socket.on('typing', on.typing);
  socket.on('connect_error', (error: Error) => {
    // The server's rate limit passes; Socket.IO does not retry a refused handshake by itself.
    if (error.message === 'ERR_WEBCHAT_RATE_LIMITED') {
      on.limited();
      setTimeout(() => socket.connect(), rateLimitRetryMs);
      return;
    }
    // Refusals (unknown key, origin not allowed, bad identity) will not change by retrying.
    if (error.message.startsWith('ERR_')) {
      socket.disconnect();
      on.refused(error.message);
    }
  });
  socket.on('disconnect', (reason: string) => {
    // The server ends a visitor's socket when its access changed (origin removed, key rotated,
    // connection deleted): one new handshake says whether the chat is still open here.
    if (reason === 'io server disconnect') socket.connect();
  });
  return {
    send: (payload) => socket.timeout(30_000).emitWithAck('message', payload),
    ack: (externalIds, ack) => {
      if (externalIds.length > 0) socket.emit('ack', { externalIds, ack });
    },
    typing: (typing) => {
      const payload: WebchatVisitorTyping = { typing };
      socket.emit('typing', payload);
    },
  };
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: the visitor is new on every page load
  }
}

function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage blocked: nothing to keep
  }
}
