import { canSeeTicket, type MessagesPageAnswer, messagesPageAnswer, messagesPageSize } from '@chatdesk/contracts';
import { type JsonBytes, withGzip } from '../../../platform/http/json-bytes';
import type { TicketPageCache } from '../../tickets/ticket-page-cache';
import { asViewer } from '../../tickets/ticket-viewer';
import { seenTicket } from '../conversation-access';
import { loadMessageAnswers } from '../message-answers';
import type { MessagesDeps } from '../messages.deps';
import { findConversationHistory, findMessage, findMessagesPage } from '../messages.repository';

/** How many of the contact's earlier tickets a conversation reaches back through. */
const historyTicketLimit = 500;

export interface MessagesPageRequest {
  ticketUuid: string;
  pageNumber: number;
  /** Keyset continuation: the oldest message already shown (preferred over pageNumber). */
  before?: number;
}

/**
 * GET /messages/{ticketUuid}: the conversation with the contact across this ticket and the contact's
 * earlier tickets the caller may see, so the web can draw '#called {id} - {queue}' banners between
 * them. Pages are read newest first and answered oldest first (display order). Private notes are
 * included: every caller here is an attendant. Reading does not mark anything read (POST …/read does).
 */
export async function listMessages(
  deps: MessagesDeps,
  { companyId, userId }: { companyId: number; userId: number },
  request: MessagesPageRequest,
): Promise<MessagesPageAnswer> {
  return asViewer(deps.db.tenant(companyId), userId, async (tx, viewer) => {
    const found = await findConversationHistory(tx, companyId, request.ticketUuid, historyTicketLimit);
    const ticket = seenTicket(viewer, found?.ticket);
    const history = found?.history ?? [];
    const ticketIds = history.filter((row) => row.id === ticket.id || canSeeTicket(viewer, row)).map((row) => row.id);

    const cursor = request.before ? await findMessage(tx, companyId, request.before) : null;
    const before = cursor && ticketIds.includes(cursor.ticketId) ? cursor : undefined;
    const ids = await findMessagesPage(tx, companyId, ticketIds, {
      limit: messagesPageSize + 1,
      offset: (request.pageNumber - 1) * messagesPageSize,
      before,
    });
    const hasMore = ids.length > messagesPageSize;
    const messages = await loadMessageAnswers(tx, ids.slice(0, messagesPageSize).reverse(), {
      hideNumbers: viewer.hidesNumbers,
    });
    return { messages, hasMore, count: messages.length, ticket };
  });
}

/**
 * GET /messages/{ticketUuid} as sent (JSON encoded by the route's answer schema, as UTF-8 bytes, with a
 * gzip copy): kept per caller and page under the company's version (`TicketPageCache`; messages notify
 * changes like the tables of the ticket list, migration 0023), so a conversation opened again, or by
 * many, costs no database work until something it shows changes.
 */
export function listMessagesBody(
  deps: MessagesDeps,
  pages: TicketPageCache,
  caller: { companyId: number; userId: number },
  request: MessagesPageRequest,
): Promise<JsonBytes> {
  const key = `messages:${caller.userId}:${request.ticketUuid}:${request.pageNumber}:${request.before ?? ''}`;
  return pages.page(caller.companyId, key, async () =>
    withGzip(Buffer.from(JSON.stringify(messagesPageAnswer.encode(await listMessages(deps, caller, request))))),
  );
}
