import type { ChatKey, ChatMessageAnswer } from '@chatdesk/contracts';
import { inChatTransaction, participantChat } from '../chat-access';
import type { ChatCaller, ChatsDeps } from '../chats.deps';
import { answerOf, insertChatMessage, messageAnswerOf } from '../chats.repository';

/** POST /chats/{id}/messages: any participant writes; every other participant gets one more unread. */
export async function postChatMessage(
  deps: ChatsDeps,
  caller: ChatCaller,
  key: ChatKey,
  text: string,
): Promise<ChatMessageAnswer> {
  const { companyId, userId } = caller;
  const { record, message } = await inChatTransaction(deps, caller, async (tx) => {
    // Locked so that concurrent posts update the chat's last message in the order they were stored.
    const chat = await participantChat(tx, caller, key, { lock: true });
    const stored = await insertChatMessage(tx, { companyId, chatId: chat.id, senderId: userId, message: text });
    const answer = await answerOf(tx, companyId, stored.chat);
    const senderName = answer.users.find((participant) => participant.userId === userId)?.user.name ?? null;
    return { record: answer, message: messageAnswerOf({ ...stored.message, senderName }) };
  });
  deps.events.publish({ type: 'chat.messageCreated', companyId, record, message });
  return message;
}
