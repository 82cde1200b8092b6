import { companyIdOfNamespace, companyNamespace, rooms } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import type { DefaultEventsMap, Server } from 'socket.io';
import { companies } from '../../db/schema';
import type { Database } from '../db/database';
import type { Logger } from '../logger/logger';
import type { CompanyNamespace, SocketData } from './socket-auth';

export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
/** `io.of(fn)` returns a ParentNamespace at run time; socket.io does not export that type. */
type ParentNamespace = CompanyNamespace & { createChild(name: string): CompanyNamespace };

async function companyExists(db: Database, companyId: number): Promise<boolean> {
  const rows = await db.system.transaction((tx) =>
    tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1),
  );
  return rows.length > 0;
}

/**
 * The `/{companyId}` namespaces. A child namespace is created for an existing company only:
 * Socket.IO creates it before any middleware runs and keeps it (with its adapter, LISTEN
 * channel and heartbeat) for the life of the process, so a regex parent would let anyone
 * grow the process with `/1`, `/2`, ... `/999999`. The check runs once per company and
 * process; authentication is the middleware's job, for every socket.
 */
export function createCompanyNamespaces(io: RealtimeServer, db: Database, logger: Logger) {
  const parent = io.of((name, _auth, allow) => {
    const companyId = companyIdOfNamespace(name);
    if (companyId === null) return allow(null, false);
    companyExists(db, companyId).then(
      (exists) => allow(null, exists),
      (error: unknown) => {
        logger.error({ err: error, namespace: name }, 'company namespace check failed');
        allow(null, false);
      },
    );
  }) as ParentNamespace;

  /**
   * The namespace to emit into. Never `io.of(name)`: with a function parent that would make
   * a plain namespace without the auth middleware, which later clients would then join.
   */
  const of = (companyId: number): CompanyNamespace => {
    const name = companyNamespace(companyId);
    if (companyIdOfNamespace(name) !== companyId) throw new Error(`Invalid company id ${companyId}`);
    return io._nsps.get(name) ?? parent.createChild(name);
  };
  const localUserSockets = (companyId: number, userId: number) =>
    of(companyId).adapter.rooms.get(rooms.user(userId))?.size ?? 0;

  return {
    parent,
    of,
    localUserSockets,
    /** Sockets of the user on every process; this process's count if a peer does not answer. */
    clusterUserSockets: (companyId: number, userId: number): Promise<number> =>
      of(companyId)
        .in(rooms.user(userId))
        .fetchSockets()
        .then(
          (sockets) => sockets.length,
          (error: unknown) => {
            logger.warn({ err: error }, 'cluster socket count failed; counting this process only');
            return localUserSockets(companyId, userId);
          },
        ),
  };
}
