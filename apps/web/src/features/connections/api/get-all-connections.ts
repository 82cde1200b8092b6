import { type AllConnectionsAnswer, allConnectionsAnswer } from '@chatdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { connectionsKeys } from './get-connections';

/** GET /whatsapp/all/?session=0: every company's connections with counts (super user). */
export async function getAllConnections(signal?: AbortSignal): Promise<AllConnectionsAnswer> {
  return parseAnswer(allConnectionsAnswer, await api.get<unknown>('/whatsapp/all/', { session: 0 }, { signal }));
}

export const useAllConnections = (enabled: boolean) =>
  useQuery({ queryKey: connectionsKeys.allCompanies, queryFn: ({ signal }) => getAllConnections(signal), enabled });
