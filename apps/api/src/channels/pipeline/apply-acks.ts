import type { Database } from '../../platform/db/database';
import { type FixedStatement, runFixed } from '../../platform/db/prepared';
import type { ConnectionRow } from '../channel-driver';

/** A channel's acknowledgement of one of the connection's messages. */
export interface AckInput {
  externalId: string;
  ack: number;
}

export interface AckedMessage {
  messageId: number;
  ticketId: number;
}

const applyAcksStatement: FixedStatement = {
  name: 'apply_acks',
  text: `UPDATE messages m SET ack = d.ack, updated_at = now()
    FROM unnest($3::varchar[], $4::int[]) AS d(external_id, ack)
    WHERE m.company_id = $1 AND m.whatsapp_id = $2 AND m.external_id = d.external_id AND m.ack < d.ack
    RETURNING m.id, m.ticket_id, m.external_id`,
};

/**
 * Applies a run of a connection's acks in one statement, whatever their number: each external id
 * takes the highest ack reported for it, and acks only ever raise `ack` (a late "delivered" after
 * "read" changes nothing). Answers the messages changed, and the acks whose id matched no message
 * they raise (none stored yet: the send that produced it may still be recording it).
 */
export async function applyAcks(
  db: Database,
  connection: Pick<ConnectionRow, 'id' | 'companyId'>,
  acks: readonly AckInput[],
): Promise<{ changed: AckedMessage[]; unmatched: AckInput[] }> {
  const highest = new Map<string, number>();
  for (const { externalId, ack } of acks) highest.set(externalId, Math.max(ack, highest.get(externalId) ?? ack));
  const externalIds = [...highest.keys()];
  const rows = await db
    .tenant(connection.companyId)
    .transaction((tx) =>
      runFixed<{ id: number; ticket_id: number; external_id: string }>(tx, applyAcksStatement, [
        connection.companyId,
        connection.id,
        externalIds,
        [...highest.values()],
      ]),
    );
  const matched = new Set(rows.map((row) => row.external_id));
  return {
    changed: rows.map((row) => ({ messageId: row.id, ticketId: row.ticket_id })),
    unmatched: externalIds.flatMap((externalId) =>
      matched.has(externalId) ? [] : [{ externalId, ack: highest.get(externalId) ?? 0 }],
    ),
  };
}
