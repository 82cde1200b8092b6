import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../../lib/api-client';

/** GET /queue for the node choices (spec 3 §7), read leniently: only id and name. */
const queueChoice = z.object({ id: z.number(), name: z.string() });
export type QueueChoice = z.infer<typeof queueChoice>;

export const flowQueuesQuery = queryOptions({
  queryKey: ['flow-builder', 'queues'] as const,
  queryFn: async ({ signal }) =>
    parseAnswer(z.array(queueChoice), await api.get<unknown>('/queue', undefined, { signal })),
  staleTime: 60_000,
});
