import { and, eq, lt, sql } from 'drizzle-orm';
import { messages } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { ConnectionRow, NormalizedAck, NormalizedDelete, NormalizedEdit } from '../channel-driver';

export interface MessageChange {
  messageId: number;
  ticketId: number;
}

/**
 * Applies an ack, edit or delete to the message with that external id on this connection (one
 * statement). Acks only ever raise `ack` (a late "delivered" after "read" changes nothing).
 * Returns the changed message, or null when no stored message matched or nothing changed.
 */
export async function updateInboundMessage(
  db: Database,
  connection: ConnectionRow,
  event: NormalizedAck | NormalizedEdit | NormalizedDelete,
): Promise<MessageChange | null> {
  const { companyId } = connection;
  const target = and(
    eq(messages.companyId, companyId),
    eq(messages.whatsappId, connection.id),
    eq(messages.externalId, event.externalId),
  );
  const change =
    event.kind === 'ack'
      ? { set: { ack: event.ack }, where: and(target, lt(messages.ack, event.ack)) }
      : event.kind === 'edit'
        ? { set: { body: event.body, isEdited: true }, where: target }
        : { set: { isDeleted: true }, where: and(target, eq(messages.isDeleted, false)) };
  const [row] = await db.tenant(companyId).transaction((tx) =>
    tx
      .update(messages)
      .set({ ...change.set, updatedAt: sql`now()` })
      .where(change.where)
      .returning({ messageId: messages.id, ticketId: messages.ticketId }),
  );
  return row ?? null;
}
