import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

/**
 * GET /tickets-log/{id} (contracts' `ticketLogEntryAnswer`), read leniently: an entry type added to the
 * API later still shows (as its raw name) rather than breaking the timeline.
 */
const ticketLogEntry = z.object({
  id: z.number(),
  type: z.string(),
  user: z.object({ name: z.string() }).nullish(),
  queue: z.object({ name: z.string() }).nullish(),
  createdAt: z.string(),
});
export type TicketLogEntry = z.infer<typeof ticketLogEntry>;

export async function getTicketLogs(ticketId: number, signal?: AbortSignal): Promise<TicketLogEntry[]> {
  return parseAnswer(
    z.array(ticketLogEntry),
    await api.get<unknown>(`/tickets-log/${ticketId}`, undefined, { signal }),
  );
}

export const ticketLogsQueryOptions = (ticketId: number) =>
  queryOptions({
    queryKey: ['tickets', 'logs', ticketId] as const,
    queryFn: ({ signal }) => getTicketLogs(ticketId, signal),
    staleTime: 0,
  });
