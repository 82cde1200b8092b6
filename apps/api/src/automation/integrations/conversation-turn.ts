import { readFile } from 'node:fs/promises';
import { and, desc, eq, lt } from 'drizzle-orm';
import { connections, contacts, messages, tickets } from '../../db/schema';
import { publicMediaUrl } from '../../modules/messages/message-answers';
import type { Database, Tx } from '../../platform/db/database';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { ConversationMessage, ConversationTurn } from './integration-driver';

export type TurnParts = Pick<ConversationTurn, 'ticket' | 'contact' | 'connection'>;

/** The ticket, its contact and its connection as an engine sees them; null when the ticket is gone. */
export async function readTurnParts(tx: Tx, companyId: number, ticketId: number): Promise<TurnParts | null> {
  const [row] = await tx
    .select({
      ticket: {
        id: tickets.id,
        uuid: tickets.uuid,
        status: tickets.status,
        queueId: tickets.queueId,
        userId: tickets.userId,
        channel: tickets.channel,
      },
      contact: { id: contacts.id, name: contacts.name, number: contacts.number, email: contacts.email },
      connection: { id: connections.id, name: connections.name },
    })
    .from(tickets)
    .innerJoin(contacts, eq(contacts.id, tickets.contactId))
    .innerJoin(connections, eq(connections.id, tickets.whatsappId))
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
  return row ?? null;
}

/** The stored types of a plain text (WhatsApp's extended text is a text with a link preview or a quote). */
const textTypes = new Set(['conversation', 'chat', 'extendedTextMessage']);

/** Stored messages as the engine gets them: texts with type '', a file as its public path. */
export const conversationMessages = (
  companyId: number,
  rows: readonly { id: number; body: string; mediaType: string; mediaUrl: string | null; createdAt: Date }[],
): ConversationMessage[] =>
  rows.map((row) => ({
    id: row.id,
    body: row.body,
    mediaType: textTypes.has(row.mediaType) ? '' : row.mediaType,
    mediaUrl: publicMediaUrl(companyId, row.mediaUrl),
    createdAt: row.createdAt,
  }));

/** The ticket's last `limit` texts before message `before`, oldest first (private notes left out). */
async function history(db: Database, companyId: number, ticketId: number, before: number, limit: number) {
  const rows = await db.tenant(companyId).transaction((tx) =>
    tx
      .select({ fromMe: messages.fromMe, body: messages.body, isPrivate: messages.isPrivate })
      .from(messages)
      .where(and(eq(messages.companyId, companyId), eq(messages.ticketId, ticketId), lt(messages.id, before)))
      .orderBy(desc(messages.id))
      .limit(Math.max(0, Math.min(limit, 100))),
  );
  return rows
    .filter((row) => !row.isPrivate && row.body.trim() !== '')
    .reverse()
    .map(({ fromMe, body }) => ({ fromMe, body }));
}

/** The file of `/public/{companyId}/{name}`: only this company's stored files are read. */
async function readMedia(storage: MediaStorage, companyId: number, mediaUrl: string): Promise<Buffer> {
  const prefix = `/public/${companyId}/`;
  const name = mediaUrl.startsWith(prefix) ? mediaUrl.slice(prefix.length) : '';
  return readFile(await storage.resolve(`${companyId}/${name}`));
}

/** One call's turn, built outside any transaction (the engine's reads open their own short ones). */
export function conversationTurn(
  deps: { db: Database; storage: MediaStorage },
  base: Omit<ConversationTurn, 'history' | 'readMedia' | 'companyId'> & { companyId: number },
): ConversationTurn {
  const first = base.messages[0]?.id ?? Number.MAX_SAFE_INTEGER;
  return {
    ...base,
    history: (limit) => history(deps.db, base.companyId, base.ticket.id, first, limit),
    readMedia: (mediaUrl) => readMedia(deps.storage, base.companyId, mediaUrl),
  };
}
