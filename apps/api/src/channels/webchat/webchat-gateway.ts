import type { Server as HttpServer } from 'node:http';
import {
  type WebchatSession,
  webchatAttachmentMaxBytes,
  webchatEvents,
  webchatNamespace,
  webchatSocketPath,
} from '@chatdesk/contracts';
import { Server } from 'socket.io';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import { createClusterAdapter } from '../../platform/realtime/cluster-adapter';
import { refusal } from '../../platform/realtime/socket-auth';
import type { ChannelSink } from '../channel-driver';
import { registerVisitorHandlers } from './visitor-handlers';
import { authenticateVisitor, type VisitorSocket } from './visitor-handshake';
import { defaultVisitorLimits, TokenBuckets, type TrustProxy, type VisitorLimits } from './visitor-rate-limit';
import { registerVisitorTyping } from './visitor-typing';
import type { VisitorOutlet, WebchatDriver } from './webchat-driver';
import { findVisitorHistory } from './webchat-history.repository';

export interface WebchatGatewayOptions {
  httpServer: HttpServer;
  db: Database;
  secrets: SecretBox;
  sink: ChannelSink;
  driver: WebchatDriver;
  databaseUrl: string;
  redisUrl?: string | undefined;
  logger: Logger;
  /** Fastify's trustProxy (config TRUST_PROXY): which X-Forwarded-For hops name the client IP. */
  trustProxy?: TrustProxy;
  /** Per-process limits; defaults in visitor-rate-limit.ts. */
  limits?: Partial<VisitorLimits>;
  /** Where visitors' typing goes (`webchat.visitor-typing`); without it the widget's typing is ignored. */
  events?: DomainEvents;
}

export interface WebchatGateway extends VisitorOutlet {
  /**
   * Disconnects, on every API process, the connection's visitors whose page origin is not in
   * `keptOrigins` (an empty list: all of them). For origin removals, key rotation, deletion.
   */
  dropVisitors(connectionId: number, keptOrigins: readonly string[]): void;
  close(): Promise<void>;
}

/** One room per visitor of a connection: every tab of the visitor, on every API process. */
export const visitorRoom = (connectionId: number, visitorId: string) => `visitor:${connectionId}:${visitorId}`;
/** Every visitor socket of a connection, and those opened from one page origin. */
export const connectionRoom = (connectionId: number) => `connection:${connectionId}`;
export const originRoom = (connectionId: number, origin: string) => `origin:${connectionId}:${origin}`;

/**
 * The engine's frame limit: one attachment (sent as a binary frame) plus room for the event's
 * header. The engine has one limit for all frames, so text frames get their own below.
 */
export const visitorFrameMaxBytes = webchatAttachmentMaxBytes + 64 * 1024;
/**
 * Text frames carry JSON only (a body of webchatBodyMaxLength characters, escaped at worst 6 to 1,
 * and small fields); a binary event's text frame is a short header. A bigger one is an abuse, and
 * its socket is closed before Socket.IO parses it.
 */
export const visitorTextFrameMaxChars = 64 * 1024;

/** What the text-frame guard uses of an engine.io socket. */
interface EngineConnection {
  on(event: 'packet', listener: (packet: { type: string; data?: unknown }) => void): void;
  close(discard: boolean): void;
}

/**
 * The visitors' Socket.IO server (`/webchat/socket.io`, namespace `/webchat`). It is a separate
 * engine from the staff gateway at /socket.io on purpose: visitors are anonymous, come from other
 * origins and send files (a larger buffer limit), and none of the staff rooms or policies apply to
 * them. Websocket only, so there is no cross-origin polling to allow: the handshake's Origin header
 * is checked against the connection's allowed origins instead. Its own cluster adapter carries a
 * worker's send to the process holding the visitor's socket.
 */
export async function createWebchatGateway(options: WebchatGatewayOptions): Promise<WebchatGateway> {
  const logger = options.logger.child({ module: 'webchat' });
  const cluster = await createClusterAdapter({ ...options, logger });
  const io = new Server(options.httpServer, {
    path: webchatSocketPath,
    adapter: cluster.factory,
    serveClient: false,
    transports: ['websocket'],
    maxHttpBufferSize: visitorFrameMaxBytes,
  });
  const limits = { ...defaultVisitorLimits, ...options.limits };
  const messages = new TokenBuckets(limits.messagesPerMinute);
  const acks = new TokenBuckets(limits.acksPerMinute);
  const handshakes = new TokenBuckets(limits.handshakesPerMinute);
  io.engine.on('connection', (conn: EngineConnection) =>
    conn.on('packet', (packet) => {
      // Emitted before the packet reaches the decoder; a forced close detaches the decoder first.
      if (typeof packet.data === 'string' && packet.data.length > visitorTextFrameMaxChars) conn.close(true);
    }),
  );
  io.of('/').use((_socket, next) => next(refusal('ERR_NO_PERMISSION')));
  const visitors = io.of(webchatNamespace);
  visitors.use(authenticateVisitor({ ...options, handshakes, trustProxy: options.trustProxy ?? false }));
  visitors.on('connection', async (socket: VisitorSocket) => {
    const { connection, settings, visitor, visitorName, token } = socket.data;
    // Handlers first: an event the widget sends right after connecting must find its listener.
    registerVisitorHandlers(socket, { sink: options.sink, logger, messages, acks });
    if (options.events) registerVisitorTyping(socket, options.events);
    await socket.join([
      visitorRoom(connection.id, visitor.visitorId),
      connectionRoom(connection.id),
      // The handshake admitted only an allowed origin, so the header is there.
      originRoom(connection.id, String(socket.handshake.headers.origin).toLowerCase()),
    ]);
    const session: WebchatSession = {
      token,
      visitorId: visitor.visitorId,
      visitorName,
      title: settings.title || connection.name,
      color: settings.color,
      greeting: settings.greeting,
    };
    socket.emit(webchatEvents.session, session);
    const history = await options.db
      .tenant(connection.companyId)
      .transaction((tx) => findVisitorHistory(tx, connection.id, visitor.visitorId))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'webchat history failed');
        return [];
      });
    socket.emit(webchatEvents.history, history);
  });

  const gateway: WebchatGateway = {
    emitToVisitor(connectionId: number, visitorId: string, event: string, payload: unknown) {
      visitors.to(visitorRoom(connectionId, visitorId)).emit(event, payload);
    },
    dropVisitors(connectionId, keptOrigins) {
      // A broadcast through the cluster adapter: every process disconnects its own sockets.
      const kept = keptOrigins.map((origin) => originRoom(connectionId, origin));
      visitors.in(connectionRoom(connectionId)).except(kept).disconnectSockets(true);
    },
    async close() {
      // Not io.close(): that also closes the shared HTTP server, which would wait for the staff
      // gateway's open websockets (closed after this one) and hang the shutdown.
      io.local.disconnectSockets(true);
      io.engine.close();
      // io.close() would also close the namespaces' cluster adapters; their timers keep a process alive.
      await Promise.all([io.of('/').adapter.close(), visitors.adapter.close()]);
      await cluster.close();
    },
  };
  options.driver.attachOutlet(gateway);
  return gateway;
}
