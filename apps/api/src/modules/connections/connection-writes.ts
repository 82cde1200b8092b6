import type { ConnectionAnswer, ConnectionUpdate } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { connectionAnswersOf, type TokenReveal } from './connection-answer';
import { importColumnsOf } from './connection-rules';
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
  const { queueIds: _queueIds, isDefault: _isDefault, ...columns } = importColumnsOf(input);
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
  return finishConnectionWriteAs(tx, row, queueIds);
}

/** finishConnectionWrite, with the saved connection's token revealed as `token` says (the others' stay hidden). */
export async function finishConnectionWriteAs(
  tx: Tx,
  row: ConnectionRow,
  queueIds: number[] | undefined,
  token?: TokenReveal,
): Promise<ConnectionAnswer[]> {
  if (queueIds !== undefined) await replaceConnectionQueues(tx, row.companyId, row.id, [...new Set(queueIds)]);
  const cleared = row.isDefault ? await clearOtherDefaults(tx, row.companyId, row.id) : [];
  const others = await Promise.all(cleared.map((id) => findConnection(tx, row.companyId, id)));
  const [saved] = await connectionAnswersOf(tx, [row], token);
  const changedOthers = await connectionAnswersOf(
    tx,
    others.filter((other) => other !== null),
  );
  return [saved as ConnectionAnswer, ...changedOthers];
}

/** Broadcasts go to every user of the company: the token is never in them. */
export function publishConnectionUpdates(deps: Pick<ConnectionsDeps, 'events'>, changed: ConnectionAnswer[]): void {
  for (const connection of changed) {
    deps.events.publish({
      type: 'connection.updated',
      companyId: connection.companyId,
      connection: { ...connection, token: '' },
    });
  }
}
