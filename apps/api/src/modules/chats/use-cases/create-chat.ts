import type { ChatAnswer, ChatFields } from '@chatdesk/contracts';
import { inChatTransaction, participantIdsFor } from '../chat-access';
import type { ChatCaller, ChatsDeps } from '../chats.deps';
import { answerOf, insertChat, setParticipants } from '../chats.repository';

/** POST /chats: the caller owns the new chat and takes part in it with the chosen users. */
export async function createChat(deps: ChatsDeps, caller: ChatCaller, input: ChatFields): Promise<ChatAnswer> {
  const { companyId, userId } = caller;
  const record = await inChatTransaction(deps, caller, async (tx) => {
    const participants = await participantIdsFor(tx, caller, input.users);
    const chat = await insertChat(tx, { companyId, ownerId: userId, title: input.title });
    await setParticipants(tx, companyId, chat.id, participants);
    return answerOf(tx, companyId, chat);
  });
  deps.events.publish({ type: 'chat.created', companyId, record });
  return record;
}
