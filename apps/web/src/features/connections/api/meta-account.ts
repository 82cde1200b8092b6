import { type MetaAccountAnswer, type MetaAccountBody, metaAccountAnswer } from '@chatdesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, parseAnswer } from '../../../lib/api-client';
import { connectionsKeys } from './get-connections';

/** GET/PUT /meta/{connectionId}/account: what is stored, never the secrets themselves. */
export type MetaAccount = MetaAccountAnswer;
/** The PUT body: ids replaced as sent; secrets write-only, kept when omitted, optional ones cleared by null. */
export type MetaAccountInput = MetaAccountBody;

const metaAccountKey = (connectionId: number) => [...connectionsKeys.detail(connectionId), 'meta-account'] as const;

/** The stored credentials; null while none were saved (the API answers 404 ERR_NOT_FOUND). */
export async function getMetaAccount(connectionId: number, signal?: AbortSignal): Promise<MetaAccount | null> {
  try {
    return parseAnswer(
      metaAccountAnswer,
      await api.get<unknown>(`/meta/${connectionId}/account`, undefined, { signal }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ERR_NOT_FOUND') return null;
    throw error;
  }
}

export const useMetaAccount = (connectionId: number) =>
  useQuery({ queryKey: metaAccountKey(connectionId), queryFn: ({ signal }) => getMetaAccount(connectionId, signal) });

/** Saving restarts the session, which checks the token against Graph: the list refetches. */
export function useSaveMetaAccount(connectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MetaAccountInput) =>
      parseAnswer(metaAccountAnswer, await api.put<unknown>(`/meta/${connectionId}/account`, input)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(metaAccountKey(connectionId), saved);
      await queryClient.invalidateQueries({ queryKey: connectionsKeys.list });
    },
  });
}
