import pg from 'pg';
import type { Logger } from '../logger/logger';

/**
 * The pool handed to @socket.io/postgres-adapter: its own connections, apart from the request
 * pool, so publishing never queues behind saturated HTTP work. The adapter uses `connect()`
 * for its LISTEN client and `query()` for NOTIFY, attachments and cleanup.
 *
 * `query()` runs on ONE connection. The adapter delivers a broadcast to this process's own
 * sockets only after its NOTIFY returns, so with several connections two emits (or an emit
 * and a disconnect) could overtake each other; on one connection they keep their order, here
 * and, NOTIFY being delivered in commit order, on every peer.
 *
 * `connect()` is wrapped to fix two gaps in how the adapter treats its LISTEN client:
 * - it never listens for 'error' on it, so a dropped connection would crash the process and
 *   leak the pool slot. We release it with the error, which ends it and fires 'end', on which
 *   the adapter reconnects by itself;
 * - it may still be connecting when the server closes, and would then hold the client forever
 *   (and `end()` wait forever). After `close()` such a client is destroyed and the adapter's
 *   connect never resolves: it is parked, not retried.
 */
export function createAdapterPool(databaseUrl: string, logger: Logger) {
  const options = { connectionString: databaseUrl, max: 1, application_name: 'chatdesk-realtime' };
  const listenPool = new pg.Pool(options);
  const publishPool = new pg.Pool(options);
  for (const pool of [listenPool, publishPool])
    pool.on('error', (error) => logger.warn({ err: error }, 'realtime database connection lost'));
  const listening = new Set<pg.PoolClient>();
  let closed = false;

  const adapterPool = {
    query: publishPool.query.bind(publishPool),
    async connect(): Promise<pg.PoolClient> {
      const client = await listenPool.connect();
      if (closed) {
        client.release(true);
        return new Promise<never>(() => undefined);
      }
      // This checkout's release: the error listener and our bookkeeping end with it, so a
      // later `release(error)` can never hit a client the pool has handed out again.
      const release = client.release;
      const onError = (error: Error) => {
        logger.warn({ err: error }, 'realtime LISTEN connection lost; the adapter reconnects');
        client.release(error);
      };
      client.release = (error?: Error | boolean) => {
        listening.delete(client);
        client.off('error', onError);
        client.release = release;
        return release(error);
      };
      client.on('error', onError);
      listening.add(client);
      return client;
    },
  } as unknown as pg.Pool;

  return {
    pool: adapterPool,
    async close() {
      closed = true;
      for (const client of listening) client.release(true);
      await Promise.all([listenPool.end(), publishPool.end()]);
    },
  };
}
