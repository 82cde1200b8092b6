import type { ChatAnswer, ChatKey } from '@chatdesk/contracts';
import { inChatTransaction, participantChat } from '../chat-access';
import type { ChatCaller, ChatsDeps } from '../chats.deps';
import { answerOf } from '../chats.repository';

/** GET /chats/{id or uuid}: only for a participant (anyone else reads it as missing). */
export function getChat(deps: ChatsDeps, caller: ChatCaller, key: ChatKey): Promise<ChatAnswer> {
  return inChatTransaction(deps, caller, async (tx) =>
    answerOf(tx, caller.companyId, await participantChat(tx, caller, key)),
  );
}
