import { and, eq, sql } from 'drizzle-orm';
import { messages } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { ConnectionRow, NormalizedDelete, NormalizedEdit } from '../channel-driver';
import { refreshLastMessage } from './last-message';

export interface MessageChange {
  messageId: number;
  ticketId: number;
  /** An edit or delete of the ticket's latest message changed the list's preview. */
  ticketChanged: boolean;
}

/**
 * Applies an edit or delete to the message with that external id on this connection (one
 * statement; an edit or delete of the ticket's latest message also refreshes its preview); acks go
 * in groups (apply-acks.ts). Returns the changed message, or null when no stored message matched
 * or nothing changed.
 */
export async function updateInboundMessage(
  db: Database,
  connection: ConnectionRow,
  event: NormalizedEdit | NormalizedDelete,
): Promise<MessageChange | null> {
  const { companyId } = connection;
  const target = and(
    eq(messages.companyId, companyId),
    eq(messages.whatsappId, connection.id),
    eq(messages.externalId, event.externalId),
  );
  const change =
    event.kind === 'edit'
      ? { set: { body: event.body, isEdited: true }, where: target }
      : { set: { isDeleted: true }, where: and(target, eq(messages.isDeleted, false)) };
  return db.tenant(companyId).transaction(async (tx) => {
    const [row] = await tx
      .update(messages)
      .set({ ...change.set, updatedAt: sql`now()` })
      .where(change.where)
      .returning({
        id: messages.id,
        ticketId: messages.ticketId,
        body: messages.body,
        mediaType: messages.mediaType,
        isDeleted: messages.isDeleted,
      });
    if (!row) return null;
    const ticketChanged = await refreshLastMessage(tx, companyId, row);
    return { messageId: row.id, ticketId: row.ticketId, ticketChanged };
  });
}
