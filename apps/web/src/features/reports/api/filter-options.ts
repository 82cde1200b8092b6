import { contactChannels } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

/**
 * The lists the report's filters pick from, read leniently (only the fields shown) under keys of
 * their own, so that other screens' caches of the full shapes are not disturbed.
 */
const option = z.object({ id: z.number(), name: z.string() });
export type FilterOption = z.infer<typeof option>;

const contactOption = option.extend({ number: z.string(), channel: z.enum(contactChannels).optional() });
export type ContactOption = z.infer<typeof contactOption>;

const listOf = (path: string, query?: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['reports', 'options', path] as const,
    queryFn: async ({ signal }) => parseAnswer(z.array(option), await api.get<unknown>(path, query, { signal })),
    staleTime: 60_000,
  });

export const useConnectionOptions = () => useQuery(listOf('/whatsapp', { session: 0 }));
export const useQueueOptions = () => useQuery(listOf('/queue'));
/** GET /users/list: open to every user, unlike the admin page's GET /users/. */
export const useUserOptions = () => useQuery(listOf('/users/list'));

/** Spec 1 §5: contact searches start at 3 typed characters. */
export const minContactSearchLength = 3;

export const useContactSearch = (searchParam: string) =>
  useQuery({
    queryKey: ['reports', 'options', 'contacts', searchParam] as const,
    queryFn: async ({ signal }) =>
      parseAnswer(
        z.object({ contacts: z.array(contactOption) }),
        await api.get<unknown>('/contacts', { searchParam }, { signal }),
      ).contacts,
    enabled: searchParam.length >= minContactSearchLength,
  });

/** The chosen contact of an address (`contactId=`), to show its name after a reload. */
export const useContact = (contactId: number | null) =>
  useQuery({
    queryKey: ['reports', 'options', 'contact', contactId] as const,
    queryFn: async ({ signal }) =>
      parseAnswer(contactOption, await api.get<unknown>(`/contacts/${contactId}`, undefined, { signal })),
    enabled: contactId !== null,
    staleTime: 60_000,
  });
