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

/** PUT /whatsapp/{id}; `foreign`: another company's, by the super user (PUT /whatsapp-admin/{id}). */
export async function updateConnection({
  id,
  body,
  foreign = false,
}: {
  id: number;
  body: ConnectionUpdateInput;
  foreign?: boolean;
}) {
  const path = foreign ? `/whatsapp-admin/${id}` : `/whatsapp/${id}`;
  return parseAnswer(connectionAnswer, await api.put<unknown>(path, body));
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
