import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

/** The lists the campaign dialog picks from, read leniently (only id and name) under keys of its own. */
const named = z.object({ id: z.number(), name: z.string() });
export type NamedRef = z.infer<typeof named>;

const listOf = (key: string, path: string, params?: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['campaigns', 'ref', key, params ?? null] as const,
    queryFn: async ({ signal }) => parseAnswer(z.array(named), await api.get<unknown>(path, params, { signal })),
    staleTime: 60_000,
  });

/** Spec 3 §7 supporting reads: connections, tags (GET /tags/list), the company's contact lists and queues. */
export const campaignConnectionsQuery = listOf('connections', '/whatsapp', { session: 0 });
export const campaignTagsQuery = listOf('tags', '/tags/list');
export const campaignContactListsQuery = listOf('contact-lists', '/contact-lists/list');
export const campaignQueuesQuery = listOf('queues', '/queue');

/** Spec 3 §2: the user search starts at 3 typed characters; the caller gates `enabled`. */
export const userSearchMinLength = 3;
export const campaignUserSearchQuery = (searchParam: string) => listOf('users', '/users/list', { searchParam });
