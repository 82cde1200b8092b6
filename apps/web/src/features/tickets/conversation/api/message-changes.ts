import { type MessageAnswer, messageAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { messagesKey } from './get-messages';
import { upsertCachedMessage } from './messages-cache';

/** POST /messages/edit/{id} {body}: own messages only, within the 15-minute window. */
export async function editMessage(messageId: number, body: string): Promise<MessageAnswer | null> {
  const parsed = messageAnswer.safeParse(await api.post<unknown>(`/messages/edit/${messageId}`, { body }));
  return parsed.success ? parsed.data : null;
}

/** DELETE /messages/{id}: the API marks it deleted (and deletes it for everyone on the channel). */
export async function deleteMessage(messageId: number): Promise<MessageAnswer | null> {
  const parsed = messageAnswer.safeParse(await api.delete<unknown>(`/messages/${messageId}`));
  return parsed.success ? parsed.data : null;
}

/** POST /message/forward {messageId, contactId, signMessage}: one message per call. */
export async function forwardMessage(input: { messageId: number; contactId: number; signMessage: boolean }) {
  await api.post<unknown>('/message/forward', input);
}

export function useEditMessage(ticketUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) => editMessage(id, body),
    onSuccess: (message) => message && upsertCachedMessage(queryClient, ticketUuid, message),
  });
}

export function useDeleteMessage(ticketUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMessage(id),
    // Without the deleted message in the answer, the list is read again to show it as deleted.
    onSuccess: (message) =>
      message
        ? upsertCachedMessage(queryClient, ticketUuid, message)
        : queryClient.invalidateQueries({ queryKey: messagesKey(ticketUuid) }),
  });
}
