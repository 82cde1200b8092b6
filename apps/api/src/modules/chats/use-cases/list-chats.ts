import { type ChatsPageAnswer, type ChatsQuery, chatsPageSize } from '@chatdesk/contracts';
import { inChatTransaction } from '../chat-access';
import type { ChatCaller, ChatsDeps } from '../chats.deps';
import { answersOf, countUnreadChats, findChatsPage } from '../chats.repository';

/** GET /chats: the caller's chats only, most recently active first, with how many hold unread messages. */
export function listChats(deps: ChatsDeps, caller: ChatCaller, query: ChatsQuery): Promise<ChatsPageAnswer> {
  const { companyId, userId } = caller;
  const limit = chatsPageSize;
  return inChatTransaction(deps, caller, async (tx) => {
    const rows = await findChatsPage(tx, companyId, userId, {
      search: query.searchParam,
      limit,
      offset: (query.pageNumber - 1) * limit,
    });
    return {
      records: await answersOf(tx, companyId, rows.slice(0, limit)),
      hasMore: rows.length > limit,
      unreadChats: await countUnreadChats(tx, companyId, userId),
    };
  });
}
