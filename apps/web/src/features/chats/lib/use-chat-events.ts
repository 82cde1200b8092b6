import type { ChatEventPayload } from '@chatdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { useCompanyEvent } from '../../../lib/use-company-event';
import { chatsKeys } from '../api/get-chats';
import { appendChatMessage, storeChat } from './chat-cache';

/**
 * `company-{id}-chat` (spec 3 §4): the server sends it only to the chat's participants. Lists
 * refetch; the open chat and its history are updated in place; a deleted or left chat is
 * refetched, which sends its page back to /chats. `onIncoming` runs for a message from someone else.
 */
export function useChatEvents(onIncoming: () => void) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  useCompanyEvent('chat', (raw) => {
    const payload = raw as ChatEventPayload;
    void queryClient.invalidateQueries({ queryKey: chatsKeys.lists });
    if (payload.action === 'delete') {
      void queryClient.invalidateQueries({ queryKey: ['chats', 'chat'] });
      return;
    }
    storeChat(queryClient, payload.record);
    if (payload.action !== 'new-message') return;
    appendChatMessage(queryClient, payload.message);
    if (payload.message.senderId !== user?.id) onIncoming();
  });
}
