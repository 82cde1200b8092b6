import { connectionAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

const connectionOptionsAnswer = z.array(
  connectionAnswer.pick({ id: true, name: true, channel: true, isDefault: true }),
);
export type ConnectionOption = z.infer<typeof connectionOptionsAnswer>[number];

/** The company's connections offered as a user's "Conexão Padrão" (GET /whatsapp?session=0). */
export async function getConnectionOptions(signal?: AbortSignal) {
  return parseAnswer(connectionOptionsAnswer, await api.get<unknown>('/whatsapp', { session: 0 }, { signal }));
}

export const connectionOptionsQueryOptions = queryOptions({
  // Own key: the connections page caches the full connection shape under ['connections'].
  queryKey: ['users', 'connection-options'],
  queryFn: ({ signal }) => getConnectionOptions(signal),
  staleTime: 0,
});

export const useConnectionOptions = (enabled: boolean) => useQuery({ ...connectionOptionsQueryOptions, enabled });
