import { messagePreview } from '@chatdesk/contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { messages, tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/**
 * The ticket list's preview of a message: its readable text (structured bodies without their
 * conventions, message-bodies' messagePreview), or its kind when it has none (a photo...).
 */
export function lastMessageOf(body: string, mediaType: string): string {
  const preview = messagePreview({ mediaType, body });
  return preview.trim() !== '' ? preview : mediaType === 'conversation' ? '' : mediaType;
}

/** The preview of a deleted message: the conversation's words for it (spec 1 §2), never the withdrawn text. */
export const deletedMessagePreview = 'Essa mensagem foi apagada';

/**
 * After an edit or a delete: when the message is its ticket's latest (the one whose text the list
 * shows; reactions never are), the ticket's preview follows it. The ticket keeps its place
 * (updatedAt unchanged): a correction is not news. Returns whether the ticket changed, so that
 * the caller publishes 'ticket.updated' after its commit.
 */
export async function refreshLastMessage(
  tx: Tx,
  companyId: number,
  message: { id: number; ticketId: number; body: string; mediaType: string; isDeleted: boolean },
): Promise<boolean> {
  if (message.mediaType === 'reactionMessage') return false;
  const preview = message.isDeleted ? deletedMessagePreview : lastMessageOf(message.body, message.mediaType);
  const latest = tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.ticketId, message.ticketId),
        ne(messages.mediaType, 'reactionMessage'),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  const changed = await tx
    .update(tickets)
    .set({ lastMessage: preview, updatedAt: sql`${tickets.updatedAt}` })
    .where(
      and(
        eq(tickets.companyId, companyId),
        eq(tickets.id, message.ticketId),
        ne(tickets.lastMessage, preview),
        eq(sql`(${latest})`, message.id),
      ),
    )
    .returning({ id: tickets.id });
  return changed.length > 0;
}
