import type { ChatKey } from '@chatdesk/contracts';
import { inChatTransaction, ownedChat } from '../chat-access';
import type { ChatCaller, ChatsDeps } from '../chats.deps';
import { deleteChatRow, findParticipantIds } from '../chats.repository';

/** DELETE /chats/{id}: the owner only; its messages and participants go with it. */
export async function deleteChat(deps: ChatsDeps, caller: ChatCaller, key: ChatKey): Promise<void> {
  const { companyId } = caller;
  const { id, userIds } = await inChatTransaction(deps, caller, async (tx) => {
    const chat = await ownedChat(tx, caller, key);
    const participants = await findParticipantIds(tx, companyId, chat.id);
    await deleteChatRow(tx, companyId, chat.id);
    return { id: chat.id, userIds: participants };
  });
  deps.events.publish({ type: 'chat.deleted', companyId, id, userIds });
}
