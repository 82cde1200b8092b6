import { createAdapter as createPostgresAdapter, type PostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { ServerOptions } from 'socket.io';
import { type ClusterMessage, MessageType, type Offset } from 'socket.io-adapter';
import type { Logger } from '../logger/logger';
import { createAdapterPool } from './adapter-pool';

export interface ClusterAdapter {
  kind: 'postgres' | 'redis';
  factory: NonNullable<ServerOptions['adapter']>;
  /** Releases the adapter's own connections; call after the Socket.IO server closed. */
  close(): Promise<void>;
}

/**
 * Heartbeats are per namespace, and there is one namespace per company: every 10 s keeps the
 * NOTIFY rate at (companies / 10) per process. Only presence asks the cluster a question
 * (fetchSockets), and it falls back to local sockets if a silent peer makes it time out.
 */
const heartbeatInterval = 10_000;
const heartbeatTimeout = 30_000;
/** How long a namespace's adapter waits for peers to answer its first heartbeat before trusting that it has none. */
const peerDiscoveryMs = 5_000;

/**
 * What carries events between API processes: Redis pub/sub when REDIS_URL is set, otherwise
 * PostgreSQL LISTEN/NOTIFY on the database every process already uses.
 */
export async function createClusterAdapter(options: {
  databaseUrl: string;
  redisUrl?: string | undefined;
  logger: Logger;
}): Promise<ClusterAdapter> {
  return options.redisUrl
    ? createRedisClusterAdapter(options.redisUrl, options.logger)
    : createPostgresClusterAdapter(options.databaseUrl, options.logger);
}

function createPostgresClusterAdapter(databaseUrl: string, logger: Logger): ClusterAdapter {
  const adapterPool = createAdapterPool(databaseUrl, logger);
  const factory = createPostgresAdapter(adapterPool.pool, {
    tableName: 'socket_io_attachments',
    heartbeatInterval,
    heartbeatTimeout,
    errorHandler: (error) => logger.warn({ err: error }, 'realtime adapter error'),
  });
  return { kind: 'postgres', factory: broadcastingToPeersOnly(factory), close: adapterPool.close };
}

/**
 * The PostgreSQL adapter NOTIFYs every broadcast, even with no other process in the namespace,
 * and then reads its own notification back: a round trip, a transaction and a JSON parse per
 * event for nobody. A broadcast is published only while the namespace knows a peer. Peers are
 * known from their messages: a namespace's adapter announces itself when created and every
 * peer answers at once, and peers heartbeat every 10 s; so after `peerDiscoveryMs` an empty
 * peer map means a single process. Heartbeats, requests and their answers are always published.
 */
export function broadcastingToPeersOnly(factory: (nsp: unknown) => PostgresAdapter) {
  // A function, not an arrow: Socket.IO calls it with `new` (and takes the object it returns).
  return function adapterOf(nsp: unknown) {
    const adapter = factory(nsp);
    const createdAt = Date.now();
    const internals = adapter as unknown as {
      nodesMap: Map<string, number>;
      doPublish(message: ClusterMessage): Promise<Offset>;
    };
    const publish = internals.doPublish.bind(adapter);
    internals.doPublish = (message) =>
      message.type === MessageType.BROADCAST &&
      internals.nodesMap.size === 0 &&
      Date.now() - createdAt > peerDiscoveryMs
        ? Promise.resolve('')
        : publish(message);
    return adapter;
  };
}

async function createRedisClusterAdapter(redisUrl: string, logger: Logger): Promise<ClusterAdapter> {
  // lazyConnect so start-up fails fast on a wrong REDIS_URL instead of retrying in the background.
  const pub = new Redis(redisUrl, { lazyConnect: true });
  const sub = pub.duplicate();
  for (const client of [pub, sub])
    client.on('error', (error) => logger.warn({ err: error }, 'realtime redis connection error'));
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    throw error;
  }
  const factory = createRedisAdapter(pub, sub, { requestsTimeout: 5_000 });
  return {
    kind: 'redis',
    factory,
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
