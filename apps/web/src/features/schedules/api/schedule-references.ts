import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

/** The lists the schedule dialog picks from, read leniently (only the fields shown) under keys of its own. */
const named = z.object({ id: z.number(), name: z.string() });
const contactRef = named.extend({ number: z.string() });
export type ScheduleContactRef = z.infer<typeof contactRef>;

const listOf = <T extends z.ZodType>(key: string, path: string, schema: T, params?: Record<string, number>) =>
  queryOptions({
    queryKey: ['schedules', 'ref', key] as const,
    queryFn: async ({ signal }) => parseAnswer(z.array(schema), await api.get<unknown>(path, params, { signal })),
    staleTime: 60_000,
  });

export const scheduleConnectionsQuery = listOf('connections', '/whatsapp', named, { session: 0 });
export const scheduleUsersQuery = listOf('users', '/users/list', named);
export const scheduleQueuesQuery = listOf('queues', '/queue', named);

/** Spec 1 §5: contact searches start at 3 typed characters; the caller gates `enabled`. */
export const contactSearchMinLength = 3;

export const scheduleContactSearchQuery = (searchParam: string) =>
  queryOptions({
    queryKey: ['schedules', 'ref', 'contacts', searchParam] as const,
    queryFn: async ({ signal }) =>
      parseAnswer(
        z.object({ contacts: z.array(contactRef) }),
        await api.get<unknown>('/contacts', { searchParam }, { signal }),
      ).contacts,
  });

/** The contact a `?contactId=` link names. */
export const scheduleContactQuery = (contactId: number) =>
  queryOptions({
    queryKey: ['schedules', 'ref', 'contact', contactId] as const,
    queryFn: async ({ signal }) =>
      parseAnswer(contactRef, await api.get<unknown>(`/contacts/${contactId}`, undefined, { signal })),
  });
