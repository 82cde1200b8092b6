import { type ChatKey, type ChatMessagesPageAnswer, chatMessagesPageSize } from '@chatdesk/contracts';
import { inChatTransaction, participantChat } from '../chat-access';
import type { ChatCaller, ChatsDeps } from '../chats.deps';
import { findMessagesPage, messageAnswerOf } from '../chats.repository';

/**
 * GET /chats/{id}/messages: page 1 holds the newest messages, later pages older ones; each page
 * is answered oldest first, as the pane shows it.
 */
export function listChatMessages(
  deps: ChatsDeps,
  caller: ChatCaller,
  key: ChatKey,
  pageNumber: number,
): Promise<ChatMessagesPageAnswer> {
  const limit = chatMessagesPageSize;
  return inChatTransaction(deps, caller, async (tx) => {
    const chat = await participantChat(tx, caller, key);
    const rows = await findMessagesPage(tx, caller.companyId, chat.id, { limit, offset: (pageNumber - 1) * limit });
    return { records: rows.slice(0, limit).reverse().map(messageAnswerOf), hasMore: rows.length > limit };
  });
}
