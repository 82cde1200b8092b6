import { uniqueViolationOf } from '../../platform/db/database-errors';
import type { ConnectionRow, NormalizedInboundMessage } from '../channel-driver';
import type { ChannelRuntimeDeps } from '../channel-runtime';
import type { ContactRow, MessageRow, TicketRow } from '../message-row';
import { type FoundTicket, findOrCreateTicket } from './find-or-create-ticket';
import { recordInboundMessage } from './record-inbound-message';
import { fitsActiveTicketPath, recordToActiveTicket } from './record-to-active-ticket';
import { discardInboundMedia, storeInboundMedia } from './store-inbound-media';
import { upsertInboundContacts } from './upsert-inbound-contacts';

export interface IngestedMessage {
  /** The connection it came through (as stored now, when the caller asked for a check). */
  connection: ConnectionRow;
  ticket: TicketRow;
  /** The conversation's contact (the group for group chats). */
  contact: ContactRow;
  message: MessageRow;
  ticketOpened: FoundTicket['opened'];
  ticketBefore?: FoundTicket['before'];
}

class RepeatedDelivery extends Error {}

/** A connection as named by a caller that has not read it: the pipeline reads and checks it. */
export type ConnectionRef = Pick<ConnectionRow, 'companyId' | 'id' | 'channel'>;

/** Judges the connection as stored (throws to refuse); see ChannelRuntime.inboundMessageChecked. */
export type ConnectionCheck = (connection: ConnectionRow) => void;

const maxAttempts = 3;

/**
 * Stores one inbound message in one tenant transaction of the connection's company (a handful
 * of statements): contacts upsert -> ticket find-or-create -> message insert -> ticket update.
 * Returns null for a repeated delivery, which is rolled back whole (no reopen, no unread, no
 * event). A reopen racing another writer on the one-active-ticket index is retried from scratch.
 */
export async function ingestMessage(
  deps: ChannelRuntimeDeps,
  ...[given, event, check]:
    | [connection: ConnectionRow, event: NormalizedInboundMessage, check?: undefined]
    | [connection: ConnectionRef, event: NormalizedInboundMessage, check: ConnectionCheck]
): Promise<IngestedMessage | null> {
  const { companyId } = given;
  const mediaUrl = event.media ? await storeInboundMedia(deps.storage, deps.logger, companyId, event.media) : null;
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.tenant(companyId).transaction(async (tx) => {
        // The common case (an active ticket) is one statement; otherwise the upsert, then the ticket.
        const fast = fitsActiveTicketPath(event) ? await recordToActiveTicket(tx, given, event, mediaUrl) : undefined;
        const conversation =
          fast?.conversation ?? (await upsertInboundContacts(tx, given, event.chat, event.participant));
        // A refusal rolls the upsert back with the rest: nothing is stored.
        check?.(conversation.connection);
        const connection = check ? conversation.connection : (given as ConnectionRow);
        const found: FoundTicket =
          fast?.recorded !== undefined && conversation.activeTicket
            ? { ticket: conversation.activeTicket, opened: null }
            : await findOrCreateTicket(tx, connection, conversation);
        const recorded =
          fast?.recorded !== undefined
            ? fast.recorded
            : await recordInboundMessage(tx, connection, event, found.ticket, conversation.author, mediaUrl);
        if (!recorded) throw new RepeatedDelivery();
        const { message, ticket } = recorded;
        return {
          connection,
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
      // A checked connection refused (or missing): the stored file belongs to nothing.
      if (check) await discardInboundMedia(deps.storage, companyId, mediaUrl);
      throw error;
    }
  }
}
