import {
  type ConnectionAnswer,
  type ConnectionCreateInput,
  type ConnectionUpdateInput,
  connectionAnswer,
} from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { connectionsKeys } from './get-connections';

/** POST /whatsapp. */
export async function createConnection(body: ConnectionCreateInput): Promise<ConnectionAnswer> {
  return parseAnswer(connectionAnswer, await api.post<unknown>('/whatsapp', body));
}

/** PUT /whatsapp/{id}. */
export async function updateConnection({ id, body }: { id: number; body: ConnectionUpdateInput }) {
  return parseAnswer(connectionAnswer, await api.put<unknown>(`/whatsapp/${id}`, body));
}

export function useCreateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsKeys.all }),
  });
}

export function useUpdateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsKeys.all }),
  });
}
