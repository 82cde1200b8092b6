import type { ChatAnswer, ChatMessageAnswer } from '@chatdesk/contracts';

/**
 * Domain events of the internal chat, published after the write commits. The realtime layer
 * turns them into `company-{companyId}-chat` for the chat's participants only.
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'chat.created': { companyId: number; record: ChatAnswer };
    /** `removedUserIds`: participants the edit took out, who must drop the chat. */
    'chat.updated': { companyId: number; record: ChatAnswer; removedUserIds: number[] };
    'chat.deleted': { companyId: number; id: number; userIds: number[] };
    'chat.messageCreated': { companyId: number; record: ChatAnswer; message: ChatMessageAnswer };
    /** One participant read the chat: only their own sockets need the new counts. */
    'chat.read': { companyId: number; record: ChatAnswer; userId: number };
  }
}
