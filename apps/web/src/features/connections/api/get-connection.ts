import { type ConnectionAnswer, connectionAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { connectionsKeys } from './get-connections';

/** GET /whatsapp/{id}?session=0. */
export async function getConnection(id: number, signal?: AbortSignal): Promise<ConnectionAnswer> {
  return parseAnswer(connectionAnswer, await api.get<unknown>(`/whatsapp/${id}`, { session: 0 }, { signal }));
}

export const connectionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: connectionsKeys.detail(id),
    queryFn: ({ signal }) => getConnection(id, signal),
    staleTime: 0,
  });

/**
 * The connection being edited; `null` (a new one) fetches nothing. `foreign`: another company's,
 * read by the super user through /whatsapp-admin/{id}.
 */
export const useConnection = (id: number | null, foreign = false) =>
  useQuery({
    ...connectionOrForeign(id ?? 0, foreign),
    enabled: id !== null,
  });

/** GET /whatsapp-admin/{id}?session=0: another company's connection, for the super user. */
export async function getForeignConnection(id: number, signal?: AbortSignal): Promise<ConnectionAnswer> {
  return parseAnswer(connectionAnswer, await api.get<unknown>(`/whatsapp-admin/${id}`, { session: 0 }, { signal }));
}

/** The query of a connection of the signed-in company, or (`foreign`) of another one through /whatsapp-admin. */
const connectionOrForeign = (id: number, foreign: boolean) => ({
  queryKey: foreign ? [...connectionsKeys.detail(id), 'foreign'] : connectionsKeys.detail(id),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    foreign ? getForeignConnection(id, signal) : getConnection(id, signal),
  staleTime: 0,
});

/**
 * The connection whose session is shown. Another company's session events do not reach the
 * super user's socket, so its connection is read from /whatsapp-admin/{id} every few seconds.
 */
export const useSessionConnection = (id: number, foreign: boolean) =>
  useQuery({
    ...connectionOrForeign(id, foreign),
    refetchInterval: foreign ? foreignSessionPollMs : false,
  });

export const foreignSessionPollMs = 3000;
