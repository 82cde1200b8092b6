import type { Server as HttpServer } from 'node:http';
import {
  companyEvent,
  companyIdOfEvent,
  type RoomName,
  rooms,
  type ServerEventName,
  type UserPresenceEventPayload,
} from '@chatdesk/contracts';
import { Server } from 'socket.io';
import type { SessionChecker } from '../auth/active-session';
import type { AuthClaims, TokenService } from '../auth/tokens';
import type { Database } from '../db/database';
import type { Logger } from '../logger/logger';
import type { Metrics } from '../metrics/metrics';
import { registerClientHandlers } from './client-handlers';
import { createClusterAdapter } from './cluster-adapter';
import { createCompanyNamespaces, type RealtimeServer } from './company-namespaces';
import { createJoinPolicies, type SetJoinPolicy } from './join-policies';
import { createPresence } from './presence';
import { authenticateSocket, type CompanySocket, refusal } from './socket-auth';

export interface RealtimeGatewayOptions {
  /** The API's HTTP server; or call `attach` later (to hand the gateway to modules first). */
  httpServer?: HttpServer;
  db: Database;
  /** The database the Postgres adapter LISTENs on; every process of a deployment shares it. */
  databaseUrl: string;
  /** When set, Redis pub/sub carries events between processes instead of PostgreSQL. */
  redisUrl?: string | undefined;
  tokens: TokenService;
  /** Refuses tokens of ended login sessions, as HTTP does (`app.sessions`). */
  sessions?: SessionChecker;
  metrics: Metrics;
  logger: Logger;
  /** Minimum time between two presence writes of one socket; clients ping every 5 minutes. */
  presenceMinIntervalMs?: number;
}

/** What modules use to reach clients. Events are hints: clients refetch on reconnect. */
export interface RealtimeGateway {
  readonly adapterKind: 'postgres' | 'redis';
  /** Serves `/socket.io` on this server. Before `listen`, so no such request reaches HTTP routes. */
  attach(httpServer: HttpServer): void;
  /** Every socket of the company, on every API process. */
  emitToCompany(companyId: number, event: ServerEventName, payload: unknown): void;
  emitToRoom(companyId: number, room: RoomName, event: ServerEventName, payload: unknown): void;
  emitToUser(companyId: number, userId: number, event: ServerEventName, payload: unknown): void;
  /** The same payload to several users at once: one message through the cluster adapter, not one per user. */
  emitToUsers(companyId: number, userIds: readonly number[], event: ServerEventName, payload: unknown): void;
  /** Disconnects the user's sockets on every process, but those of `exceptSessionId`. */
  disconnectUser(companyId: number, userId: number, options?: { exceptSessionId?: string }): void;
  /** Disconnects the sockets of these login sessions on every process. */
  disconnectSessions(companyId: number, sessionIds: readonly string[]): void;
  /** Replaces the rule for one room kind; see join-policies.ts for the defaults. */
  setJoinPolicy: SetJoinPolicy;
  /** Resolves once in-flight presence writes have finished. */
  settled(): Promise<void>;
  /**
   * Disconnects every socket, closes the adapter and the HTTP server it is attached to. Run it
   * before the HTTP server's own close, which would otherwise wait for the open websockets.
   */
  close(): Promise<void>;
}

/**
 * Socket.IO on the API's HTTP server (`/socket.io`): a namespace per company, sockets
 * authenticated by access token, joins checked by policy, and a cluster adapter so an emit
 * from any process reaches the clients of all of them.
 */
export async function createRealtimeGateway(options: RealtimeGatewayOptions): Promise<RealtimeGateway> {
  const { db, metrics, presenceMinIntervalMs = 30_000 } = options;
  const logger = options.logger.child({ module: 'realtime' });
  const cluster = await createClusterAdapter({ ...options, logger });
  const io: RealtimeServer = new Server({
    adapter: cluster.factory,
    serveClient: false,
    // Client events carry an id or a status; nothing legitimate comes near this.
    maxHttpBufferSize: 64 * 1024,
  });
  if (options.httpServer) io.attach(options.httpServer);
  // Nothing is ever sent on the main namespace; a socket there would only hold a connection.
  io.of('/').use((_socket, next) => next(refusal('ERR_NO_PERMISSION')));

  const namespaces = createCompanyNamespaces(io, db, logger);
  const policies = createJoinPolicies();
  let closing = false;
  let markClosing: () => void = () => undefined;
  const closingStarted = new Promise<void>((resolve) => {
    markClosing = resolve;
  });
  const presence = createPresence({
    db,
    countUserSockets(companyId, userId) {
      const local = () => namespaces.localUserSockets(companyId, userId);
      // Shutting down, peers are not asked, nor awaited (a peer stopping too would never answer).
      if (closing) return Promise.resolve(local());
      return Promise.race([namespaces.clusterUserSockets(companyId, userId), closingStarted.then(local)]);
    },
  });

  const pending = new Set<Promise<void>>();
  const track = (work: Promise<unknown>, what: string): Promise<void> => {
    const tracked: Promise<void> = work
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, `presence ${what} failed`),
      )
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
    return tracked;
  };
  /** `company-{id}-user` { action: 'presence' } to the panel's viewers when a user comes or goes. */
  const announcePresence = (auth: AuthClaims, online: boolean) => (changed: boolean) => {
    // Shutting down, the sockets are going and the namespaces with them: nobody is left to tell.
    if (!changed || closing) return;
    const payload: UserPresenceEventPayload = { action: 'presence', userId: auth.userId, online };
    emit(auth.companyId, rooms.moments(), companyEvent(auth.companyId, 'user'), payload);
  };
  const markOnline = (socket: CompanySocket) => {
    const { auth } = socket.data;
    socket.data.lastPresenceAt = Date.now();
    return track(presence.markOnline(auth, new Date()).then(announcePresence(auth, true)), 'online');
  };

  namespaces.parent.use(authenticateSocket(options.tokens, options.sessions));
  namespaces.parent.on('connection', (socket) => {
    const { auth } = socket.data;
    metrics.socketConnections.inc();
    void socket.join([rooms.user(auth.userId), rooms.session(auth.sessionId)]);
    registerClientHandlers(socket, {
      policies,
      logger,
      async onUserStatus(target) {
        if (Date.now() - target.data.lastPresenceAt < presenceMinIntervalMs) return;
        await markOnline(target);
      },
    });
    // A reconnect (after a deploy, say) is not a page load, so no userStatus follows it:
    // being connected is itself the evidence that the user is online.
    void markOnline(socket);
    socket.on('disconnect', () => {
      metrics.socketConnections.dec();
      void track(presence.markOfflineIfGone(auth, new Date()).then(announcePresence(auth, false)), 'offline');
    });
  });

  const emit = (companyId: number, room: RoomName | RoomName[] | null, event: ServerEventName, payload: unknown) => {
    // A company's event in another company's namespace is a caller bug that would leak data.
    const owner = companyIdOfEvent(event);
    if (owner !== null && owner !== companyId) throw new Error(`${event} emitted to company ${companyId}`);
    const nsp = namespaces.of(companyId);
    (room ? nsp.to(room) : nsp).emit(event, payload);
  };
  const settled = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };

  logger.info({ adapter: cluster.kind }, 'realtime gateway ready');
  return {
    adapterKind: cluster.kind,
    attach: (httpServer) => void io.attach(httpServer),
    emitToCompany: (companyId, event, payload) => emit(companyId, null, event, payload),
    emitToRoom: (companyId, room, event, payload) => emit(companyId, room, event, payload),
    emitToUser: (companyId, userId, event, payload) => emit(companyId, rooms.user(userId), event, payload),
    emitToUsers(companyId, userIds, event, payload) {
      if (userIds.length > 0) emit(companyId, userIds.map(rooms.user), event, payload);
    },
    disconnectUser(companyId, userId, { exceptSessionId } = {}) {
      // Through the adapter like an emit, so it reaches every process after the emits before it.
      const sockets = namespaces.of(companyId).in(rooms.user(userId));
      (exceptSessionId ? sockets.except(rooms.session(exceptSessionId)) : sockets).disconnectSockets(true);
    },
    disconnectSessions(companyId, sessionIds) {
      if (sessionIds.length === 0) return;
      namespaces.of(companyId).in(sessionIds.map(rooms.session)).disconnectSockets(true);
    },
    setJoinPolicy: policies.set,
    settled,
    async close() {
      closing = true;
      markClosing();
      await io.close();
      await settled();
      await cluster.close();
    },
  };
}
