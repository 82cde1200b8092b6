import { type ChatAnswer, type ChatEventPayload, companyEvent } from '@chatdesk/contracts';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import './chats.events';

type Gateway = Pick<RealtimeGateway, 'emitToUsers'>;

const participantsOf = (record: ChatAnswer) => record.users.map((participant) => participant.userId);

/**
 * `company-{id}-chat`: a chat's create, edit, delete and new messages reach its participants'
 * own rooms and no one else's (an internal conversation is private to the people in it). A
 * user an edit removed is told to drop the chat; a read only updates the reader's other tabs.
 */
export function forwardChatEvents(events: DomainEvents, realtime: Gateway): () => void {
  const send = (companyId: number, userIds: readonly number[], payload: ChatEventPayload) =>
    realtime.emitToUsers(companyId, userIds, companyEvent(companyId, 'chat'), payload);
  const unsubscribes = [
    events.subscribe('chat.created', ({ companyId, record }) =>
      send(companyId, participantsOf(record), { action: 'create', record }),
    ),
    events.subscribe('chat.updated', ({ companyId, record, removedUserIds }) => {
      send(companyId, participantsOf(record), { action: 'update', record });
      if (removedUserIds.length > 0) send(companyId, removedUserIds, { action: 'delete', id: record.id });
    }),
    events.subscribe('chat.deleted', ({ companyId, id, userIds }) =>
      send(companyId, userIds, { action: 'delete', id }),
    ),
    events.subscribe('chat.messageCreated', ({ companyId, record, message }) =>
      send(companyId, participantsOf(record), { action: 'new-message', record, message }),
    ),
    events.subscribe('chat.read', ({ companyId, record, userId }) =>
      send(companyId, [userId], { action: 'update', record }),
    ),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
