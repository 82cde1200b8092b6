import type { WebchatServerMessage } from '@chatdesk/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { contacts, messages, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { publicMediaPrefix } from '../../platform/storage/media-storage';
import { visitorText } from './visitor-text';

const historyLimit = 50;

/**
 * The visitor's latest messages on this connection, oldest first: what the widget shows after a
 * reload or a reconnect (real-time events are hints; this is the record). Private notes and
 * deleted messages stay out; bodies come as readable text, as the driver sends them.
 */
export async function findVisitorHistory(
  tx: Tx,
  connectionId: number,
  visitorId: string,
): Promise<WebchatServerMessage[]> {
  const rows = await tx
    .select({
      id: messages.id,
      companyId: messages.companyId,
      externalId: messages.externalId,
      fromMe: messages.fromMe,
      body: messages.body,
      dataJson: messages.dataJson,
      mediaType: messages.mediaType,
      mediaUrl: messages.mediaUrl,
      agentName: users.name,
      createdAt: messages.createdAt,
      isDeleted: messages.isDeleted,
      isPrivate: messages.isPrivate,
    })
    .from(messages)
    .innerJoin(contacts, eq(contacts.id, messages.contactId))
    .leftJoin(users, eq(users.id, messages.userId))
    .where(and(eq(messages.whatsappId, connectionId), eq(contacts.channel, 'webchat'), eq(contacts.number, visitorId)))
    .orderBy(desc(messages.id))
    .limit(historyLimit);
  return rows
    .filter((row) => !row.isDeleted && !row.isPrivate)
    .reverse()
    .map((row) => ({
      externalId: row.externalId ?? `pending-${row.id}`,
      fromVisitor: !row.fromMe,
      body: visitorText(row),
      mediaType: row.mediaType,
      mediaUrl: row.mediaUrl ? `${publicMediaPrefix}${row.companyId}/${row.mediaUrl}` : null,
      agentName: row.fromMe ? row.agentName : null,
      at: row.createdAt.toISOString(),
    }));
}
