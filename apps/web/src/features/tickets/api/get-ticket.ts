import { type TicketAnswer, ticketAnswer } from '@chatdesk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export async function getTicketByUuid(uuid: string, signal?: AbortSignal): Promise<TicketAnswer> {
  return parseAnswer(
    ticketAnswer,
    await api.get<unknown>(`/tickets/u/${encodeURIComponent(uuid)}`, undefined, { signal }),
  );
}

/** One ticket by uuid (GET /tickets/u/{uuid}); the actions write their answers here. */
export const ticketByUuidQueryKey = (uuid: string) => ['tickets', 'detail', uuid] as const;

export const ticketByUuidQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ticketByUuidQueryKey(uuid),
    queryFn: ({ signal }) => getTicketByUuid(uuid, signal),
  });
