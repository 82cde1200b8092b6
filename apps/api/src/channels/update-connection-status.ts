import { and, eq, ne, or, sql } from 'drizzle-orm';
import { connections } from '../db/schema';
import type { Database } from '../platform/db/database';
import type { ConnectionRow, ConnectionStatus } from './channel-driver';

/**
 * Stores a driver's session status and QR code (and the account's number, when the driver knows it)
 * on its connection. Returns false when nothing changed (drivers repeat themselves) or the connection
 * is gone, so no event is published then.
 */
export async function updateConnectionStatus(
  db: Database,
  connection: ConnectionRow,
  status: ConnectionStatus,
  qrcode: string,
  number?: string,
): Promise<boolean> {
  const rows = await db.tenant(connection.companyId).transaction((tx) =>
    tx
      .update(connections)
      .set({ status, qrcode, ...(number ? { number } : {}), updatedAt: sql`now()` })
      .where(
        and(
          eq(connections.companyId, connection.companyId),
          eq(connections.id, connection.id),
          or(
            ne(connections.status, status),
            ne(connections.qrcode, qrcode),
            ...(number ? [ne(connections.number, number)] : []),
          ),
        ),
      )
      .returning({ id: connections.id }),
  );
  return rows.length > 0;
}
