import type { ChatAnswer, ChatFields, ChatKey } from '@chatdesk/contracts';
import { inChatTransaction, ownedChat, participantIdsFor } from '../chat-access';
import type { ChatCaller, ChatsDeps } from '../chats.deps';
import { answerOf, findParticipantIds, setParticipants, updateChatTitle } from '../chats.repository';

/** PUT /chats/{id}: the owner renames the chat and chooses its users again (the owner stays in). */
export async function updateChat(
  deps: ChatsDeps,
  caller: ChatCaller,
  key: ChatKey,
  input: ChatFields,
): Promise<ChatAnswer> {
  const { companyId } = caller;
  const { record, removedUserIds } = await inChatTransaction(deps, caller, async (tx) => {
    const current = await ownedChat(tx, caller, key);
    const participants = await participantIdsFor(tx, caller, input.users);
    const before = await findParticipantIds(tx, companyId, current.id);
    await setParticipants(tx, companyId, current.id, participants);
    const chat = await updateChatTitle(tx, companyId, current.id, input.title);
    return {
      record: await answerOf(tx, companyId, chat),
      removedUserIds: before.filter((id) => !participants.includes(id)),
    };
  });
  deps.events.publish({ type: 'chat.updated', companyId, record, removedUserIds });
  return record;
}
