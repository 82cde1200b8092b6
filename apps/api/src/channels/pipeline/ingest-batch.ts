import { AppError } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { deadlockDetected, uniqueViolationOf } from '../../platform/db/database-errors';
import type { ConnectionRow, NormalizedInboundMessage } from '../channel-driver';
import type { ChannelRuntimeDeps } from '../channel-runtime';
import type { ContactRow, MessageRow, TicketRow } from '../message-row';
import { enqueueForAutomation, wantsAutomation } from './automation-inbox';
import { type ContactsConnection, upsertConversations } from './inbound-conversations';
import { recordInboundMessages } from './inbound-messages';
import { type FoundTicket, findOrCreateTickets, type TicketNews } from './inbound-tickets';
import { lastMessageOf } from './last-message';
import { discardInboundMedia } from './store-inbound-media';

export interface IngestedMessage {
  /** The connection it came through, as stored now. */
  connection: ConnectionRow;
  ticket: TicketRow;
  /** The conversation's contact (the group for group chats). */
  contact: ContactRow;
  message: MessageRow;
  ticketOpened: FoundTicket['opened'];
  ticketBefore?: FoundTicket['before'];
}

/** An inbound message with its file already stored (the row names it). */
export interface InboundToStore {
  event: NormalizedInboundMessage;
  mediaUrl: string | null;
}

/** Judges the connection as stored (throws to refuse); see ChannelRuntime.inboundMessageChecked. */
export type ConnectionCheck = (connection: ConnectionRow) => void;

/** Another transaction stored one of the batch's external ids after this one read them: read again. */
class ConcurrentRepeat extends Error {}

const maxAttempts = 3;

/** What became of one message of a batch: stored (null: a repeated delivery), or why it failed. */
export type BatchOutcome = { stored: IngestedMessage | null } | { failed: unknown };

/**
 * Stores a batch of one connection's inbound messages, in arrival order, in one tenant
 * transaction of its company and three or four statements whatever the batch's size: contacts
 * upsert (with the connection, the active tickets and the already-stored ids) -> tickets reopened
 * or created for the chats without one -> messages inserted with their tickets updated. Answers
 * an outcome per message: what was stored, or null for a repeated delivery (an external id stored
 * before, or earlier in the batch), which changes nothing — no contact, no reopen, no unread, no
 * event. The first message of a ticket opened here carries `ticketOpened`. `check` judges the
 * connection as stored; it, or a missing connection (ERR_NO_WAPP_FOUND), fails the whole batch
 * with nothing stored. A race on the one-active-ticket index, a deadlock or a concurrent repeat
 * runs the batch again from scratch; any other failure runs its messages again one by one, so
 * that one bad message fails alone. Files of messages not stored are removed. `locked` is called
 * once the batch holds its contacts' row locks (InboundQueue then starts the next batch).
 */
export async function ingestBatch(
  deps: ChannelRuntimeDeps,
  connection: ContactsConnection,
  batch: InboundToStore[],
  check?: ConnectionCheck,
  locked?: () => void,
): Promise<BatchOutcome[]> {
  const { companyId } = connection;
  const seen = new Set<string>();
  const firsts = batch.map((item) => {
    const first = !seen.has(item.event.externalId);
    seen.add(item.event.externalId);
    return first;
  });
  const unique = batch.filter((_, index) => firsts[index]);
  let stored: (IngestedMessage | null)[];
  try {
    stored = await storeWithRetries(deps, connection, unique, check, locked);
  } catch (error) {
    if (unique.length > 1 && !(error instanceof AppError)) {
      const outcomes: BatchOutcome[] = [];
      for (const item of batch) outcomes.push(...(await ingestBatch(deps, connection, [item], check, locked)));
      return outcomes;
    }
    await Promise.all(batch.map((item) => discardInboundMedia(deps.storage, companyId, item.mediaUrl)));
    return batch.map(() => ({ failed: error }));
  }
  let position = 0;
  const answers = batch.map((_, index) => (firsts[index] ? (stored[position++] ?? null) : null));
  await Promise.all(
    batch.map((item, index) =>
      answers[index] ? undefined : discardInboundMedia(deps.storage, companyId, item.mediaUrl),
    ),
  );
  return answers.map((answer) => ({ stored: answer }));
}

async function storeWithRetries(
  deps: ChannelRuntimeDeps,
  connection: ContactsConnection,
  batch: InboundToStore[],
  check: ConnectionCheck | undefined,
  locked: (() => void) | undefined,
): Promise<(IngestedMessage | null)[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db
        .tenant(connection.companyId, { plans: 'generic' })
        .transaction((tx) => store(tx, connection, batch, check, locked));
    } catch (error) {
      const retryable =
        error instanceof ConcurrentRepeat ||
        deadlockDetected(error) ||
        uniqueViolationOf(error) === 'tickets_one_active_per_contact';
      if (attempt < maxAttempts && retryable) continue;
      throw error;
    }
  }
}

async function store(
  tx: Tx,
  given: ContactsConnection,
  batch: InboundToStore[],
  check: ConnectionCheck | undefined,
  locked: (() => void) | undefined,
): Promise<(IngestedMessage | null)[]> {
  const upserted = await upsertConversations(
    tx,
    given,
    batch.map(({ event }) => ({ externalId: event.externalId, chat: event.chat, participant: event.participant })),
  );
  // The batch's contacts are locked until commit: the connection's next batch may start.
  locked?.();
  // No row: the connection is gone (deleted, or not this company's).
  if (!upserted) throw new AppError('ERR_NO_WAPP_FOUND');
  const { connection, settings, conversations } = upserted;
  // A refusal rolls the upsert back with the rest: nothing is stored.
  check?.(connection);
  const fresh = batch.flatMap((item, index) => {
    const conversation = conversations[index];
    return conversation ? [{ ...item, index, conversation }] : [];
  });
  const answers: (IngestedMessage | null)[] = batch.map(() => null);
  if (fresh.length === 0) return answers;
  const found = await findOrCreateTickets(
    tx,
    connection,
    settings,
    fresh.map((item) => item.conversation),
    newsOf(fresh),
  );
  const ticketOf = (chat: ContactRow) => {
    const ticket = found.get(chat.id);
    if (!ticket) throw new Error(`No ticket found for contact ${chat.id}`);
    return ticket;
  };
  const recorded = await recordInboundMessages(
    tx,
    connection,
    fresh.map(({ event, mediaUrl, conversation }) => ({
      event,
      mediaUrl,
      ticket: ticketOf(conversation.chat).ticket,
      author: conversation.author,
    })),
    [...found.values()].flatMap((ticket) => (ticket.opened ? [ticket.ticket.id] : [])),
  );
  if (recorded.some((row) => row === null)) throw new ConcurrentRepeat();
  await enqueueForAutomation(
    tx,
    connection.companyId,
    fresh.flatMap(({ event }, position) => {
      const row = recorded[position];
      return row && wantsAutomation(row.message, row.ticket, event.imported)
        ? [{ messageId: row.message.id, ticketId: row.ticket.id }]
        : [];
    }),
  );
  const announced = new Set<number>();
  fresh.forEach(({ index, conversation }, position) => {
    const row = recorded[position];
    if (!row) return;
    const opened = ticketOf(conversation.chat);
    // The ticket is news once: its first message here opened it, the others only update it.
    const first = !announced.has(opened.ticket.id);
    announced.add(opened.ticket.id);
    answers[index] = {
      connection,
      ticket: row.ticket,
      contact: conversation.chat,
      message: row.message,
      ticketOpened: first ? opened.opened : null,
      ...(first && opened.before ? { ticketBefore: opened.before } : {}),
    };
  });
  return answers;
}

/** Each chat's news from its messages (reactions are none): the latest preview, the contact's count. */
function newsOf(messages: { event: NormalizedInboundMessage; conversation: { chat: ContactRow } }[]) {
  const news = new Map<number, TicketNews>();
  for (const { event, conversation } of messages) {
    if (event.mediaType === 'reactionMessage') continue;
    const unread = (news.get(conversation.chat.id)?.unread ?? 0) + (event.fromMe ? 0 : 1);
    news.set(conversation.chat.id, { lastMessage: lastMessageOf(event.body, event.mediaType), unread });
  }
  return news;
}
