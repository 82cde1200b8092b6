import { connectionTokenAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { connectionsKeys } from './get-connections';

/** PUT /whatsapp/{id}/token: a new random token; the old one stops working. */
export async function regenerateToken(id: number): Promise<string> {
  return parseAnswer(connectionTokenAnswer, await api.put<unknown>(`/whatsapp/${id}/token`)).token;
}

export function useRegenerateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsKeys.all }),
  });
}
