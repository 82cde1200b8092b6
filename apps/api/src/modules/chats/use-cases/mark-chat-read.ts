import type { ChatAnswer, ChatKey } from '@chatdesk/contracts';
import { inChatTransaction, participantChat } from '../chat-access';
import type { ChatCaller, ChatsDeps } from '../chats.deps';
import { answerOf, clearUnreads } from '../chats.repository';

/** POST /chats/{id}/read: clears the caller's own unread count (spec 3 §4: opening a chat marks it read). */
export async function markChatRead(deps: ChatsDeps, caller: ChatCaller, key: ChatKey): Promise<ChatAnswer> {
  const { companyId, userId } = caller;
  const record = await inChatTransaction(deps, caller, async (tx) => {
    const chat = await participantChat(tx, caller, key);
    await clearUnreads(tx, companyId, chat.id, userId);
    return answerOf(tx, companyId, chat);
  });
  deps.events.publish({ type: 'chat.read', companyId, record, userId });
  return record;
}
