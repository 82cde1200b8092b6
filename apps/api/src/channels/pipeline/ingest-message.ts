import { uniqueViolationOf } from '../../platform/db/database-errors';
import type { ConnectionRow, NormalizedInboundMessage } from '../channel-driver';
import type { ChannelRuntimeDeps } from '../channel-runtime';
import type { ContactRow, MessageRow, TicketRow } from '../message-row';
import { type FoundTicket, findOrCreateTicket } from './find-or-create-ticket';
import { recordInboundMessage } from './record-inbound-message';
import { discardInboundMedia, storeInboundMedia } from './store-inbound-media';
import { upsertInboundContacts } from './upsert-inbound-contacts';

export interface IngestedMessage {
  ticket: TicketRow;
  /** The conversation's contact (the group for group chats). */
  contact: ContactRow;
  message: MessageRow;
  ticketOpened: FoundTicket['opened'];
  ticketBefore?: FoundTicket['before'];
}

class RepeatedDelivery extends Error {}

const maxAttempts = 3;

/**
 * Stores one inbound message in one tenant transaction of the connection's company (a handful
 * of statements): contacts upsert -> ticket find-or-create -> message insert -> ticket update.
 * Returns null for a repeated delivery, which is rolled back whole (no reopen, no unread, no
 * event). A reopen racing another writer on the one-active-ticket index is retried from scratch.
 */
export async function ingestMessage(
  deps: ChannelRuntimeDeps,
  connection: ConnectionRow,
  event: NormalizedInboundMessage,
): Promise<IngestedMessage | null> {
  const { companyId } = connection;
  const mediaUrl = event.media ? await storeInboundMedia(deps.storage, deps.logger, companyId, event.media) : null;
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.tenant(companyId).transaction(async (tx) => {
        const conversation = await upsertInboundContacts(tx, connection, event.chat, event.participant);
        const found = await findOrCreateTicket(tx, connection, conversation);
        const recorded = await recordInboundMessage(tx, connection, event, found.ticket, conversation.author, mediaUrl);
        if (!recorded) throw new RepeatedDelivery();
        const { message, ticket } = recorded;
        return {
          ticket,
          contact: conversation.chat,
          message,
          ticketOpened: found.opened,
          ...(found.before ? { ticketBefore: found.before } : {}),
        };
      });
    } catch (error) {
      if (error instanceof RepeatedDelivery) {
        await discardInboundMedia(deps.storage, companyId, mediaUrl);
        return null;
      }
      if (attempt < maxAttempts && uniqueViolationOf(error) === 'tickets_one_active_per_contact') continue;
      throw error;
    }
  }
}
