import { type ConnectionAnswer, connectionsAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

/** GET /whatsapp?session=0 (spec 2 §7): the company's connections. */
export async function getConnections(signal?: AbortSignal): Promise<ConnectionAnswer[]> {
  return parseAnswer(connectionsAnswer, await api.get<unknown>('/whatsapp', { session: 0 }, { signal }));
}

export const connectionsKeys = {
  all: ['connections'] as const,
  list: ['connections', 'list'] as const,
  detail: (id: number) => ['connections', 'detail', id] as const,
  allCompanies: ['connections', 'all-companies'] as const,
};

export const connectionsQueryOptions = queryOptions({
  queryKey: connectionsKeys.list,
  queryFn: ({ signal }) => getConnections(signal),
});

export const useConnections = (enabled = true) => useQuery({ ...connectionsQueryOptions, enabled });
