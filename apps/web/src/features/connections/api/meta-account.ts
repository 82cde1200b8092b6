import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api, parseAnswer } from '../../../lib/api-client';
import { connectionsKeys } from './get-connections';

/** GET/PUT /meta/{connectionId}/account: what is stored, never the secrets themselves. */
export const metaAccountAnswer = z.object({
  connectionId: z.number(),
  channel: z.string(),
  externalAccountId: z.string(),
  wabaId: z.string().nullable(),
  pageId: z.string().nullable(),
  hasVerifyToken: z.boolean(),
  hasAppSecret: z.boolean(),
  status: z.string(),
});
export type MetaAccount = z.infer<typeof metaAccountAnswer>;

/** The PUT body: every save replaces the stored credentials (tokens are write-only). */
export interface MetaAccountInput {
  externalAccountId: string;
  accessToken: string;
  wabaId?: string | null;
  pageId?: string | null;
  verifyToken?: string | null;
  appSecret?: string | null;
}

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
