import type { ConnectionAnswer, ConnectionUpdate } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { connectionAnswersOf } from './connection-answer';
import type { ConnectionsDeps } from './connections.deps';
import {
  type ConnectionPatch,
  type ConnectionRow,
  clearOtherDefaults,
  findConnection,
  replaceConnectionQueues,
} from './connections.repository';

/** The columns a create or update body writes directly (queue links and the default flag are handled apart). */
export function columnsOf(input: ConnectionUpdate): ConnectionPatch {
  const { queueIds: _queueIds, isDefault: _isDefault, ...columns } = input;
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as ConnectionPatch;
}

/**
 * After the row is written: its queue links (when sent) and, for a default connection, the
 * other connections' default flags. Answers every connection that changed, the saved one first.
 */
export async function finishConnectionWrite(
  tx: Tx,
  row: ConnectionRow,
  queueIds: number[] | undefined,
): Promise<ConnectionAnswer[]> {
  if (queueIds !== undefined) await replaceConnectionQueues(tx, row.companyId, row.id, [...new Set(queueIds)]);
  const cleared = row.isDefault ? await clearOtherDefaults(tx, row.companyId, row.id) : [];
  const others = await Promise.all(cleared.map((id) => findConnection(tx, row.companyId, id)));
  return connectionAnswersOf(tx, [row, ...others.filter((other) => other !== null)]);
}

export function publishConnectionUpdates(deps: ConnectionsDeps, changed: ConnectionAnswer[]): void {
  for (const connection of changed) {
    deps.events.publish({ type: 'connection.updated', companyId: connection.companyId, connection });
  }
}
