import { type WebchatSettingsAnswer, type WebchatSettingsUpdate, webchatSettingsAnswer } from '@chatdesk/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export const webchatKeys = {
  settings: (connectionId: number) => ['webchat', 'settings', connectionId] as const,
};

export async function getWebchatSettings(connectionId: number, signal?: AbortSignal): Promise<WebchatSettingsAnswer> {
  return parseAnswer(
    webchatSettingsAnswer,
    await api.get<unknown>(`/webchat/settings/${connectionId}`, undefined, { signal }),
  );
}

export const webchatSettingsQueryOptions = (connectionId: number) =>
  queryOptions({
    queryKey: webchatKeys.settings(connectionId),
    queryFn: ({ signal }) => getWebchatSettings(connectionId, signal),
    staleTime: 0,
  });

export const useWebchatSettings = (connectionId: number) => useQuery(webchatSettingsQueryOptions(connectionId));

/** Both writes answer the whole settings: the cache takes the answer instead of refetching. */
function useSettingsWrite<Input>(connectionId: number, write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => parseAnswer(webchatSettingsAnswer, await write(input)),
    onSuccess: (answer) => queryClient.setQueryData(webchatKeys.settings(connectionId), answer),
  });
}

export const useUpdateWebchatSettings = (connectionId: number) =>
  useSettingsWrite(connectionId, (body: WebchatSettingsUpdate) =>
    api.put<unknown>(`/webchat/settings/${connectionId}`, body),
  );

export const useRegenerateIdentitySecret = (connectionId: number) =>
  useSettingsWrite(connectionId, () => api.post<unknown>(`/webchat/settings/${connectionId}/identity-secret`));
