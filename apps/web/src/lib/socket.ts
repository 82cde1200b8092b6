import { companyNamespace, socketReconnectDelayMs, userStatusPingMs } from '@chatdesk/contracts';
import { io, type Socket } from 'socket.io-client';

export interface CompanySocketOptions {
  companyId: number;
  /** Read at every (re)connection, so a refreshed token is used without rebuilding the socket. */
  getToken: () => string | null;
  /** Events are hints: whatever was missed while disconnected is refetched. */
  onReconnect: () => void;
  /**
   * Called when the server refuses the handshake (an expired token, usually); socket.io does not
   * retry a refusal on its own, so the socket dials again once this resolves. Once per refusal
   * streak: a second refusal before any successful connection leaves the socket closed.
   */
  refreshToken?: () => Promise<unknown>;
  /** Origin of the API; the page's own origin by default. */
  url?: string;
}

export interface CompanySocket {
  socket: Socket;
  close(): void;
}

/**
 * One socket per signed-in user, on the company's namespace (spec 1 §7). Reconnects forever,
 * waiting at most 1 s; the default jitter only ever shortens that wait, which spreads a
 * reconnect storm after a server restart.
 */
export function connectCompanySocket(options: CompanySocketOptions): CompanySocket {
  const namespace = companyNamespace(options.companyId);
  const socket = io(options.url ? `${options.url}${namespace}` : namespace, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    reconnectionDelay: socketReconnectDelayMs,
    reconnectionDelayMax: socketReconnectDelayMs,
    auth: (send) => send({ token: options.getToken() }),
  });

  let connectedBefore = false;
  let retriedRefusal = false;
  let closed = false;
  socket.on('connect', () => {
    retriedRefusal = false;
    socket.emit('userStatus');
    if (connectedBefore) options.onReconnect();
    connectedBefore = true;
  });
  socket.on('connect_error', () => {
    if (socket.active || retriedRefusal || !options.refreshToken) return;
    retriedRefusal = true;
    options.refreshToken().then(
      () => !closed && socket.connect(),
      () => undefined,
    );
  });
  const ping = setInterval(() => {
    if (socket.connected) socket.emit('userStatus');
  }, userStatusPingMs);

  return {
    socket,
    close() {
      closed = true;
      clearInterval(ping);
      socket.disconnect();
    },
  };
}
