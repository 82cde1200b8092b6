import { contactChannels, tagAnswer } from '@chatdesk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

/**
 * The lists the ticket screens pick from. Read leniently (only the fields shown), under keys of
 * their own so that other features' caches of the full shapes are not disturbed.
 */
const queueRef = z.object({ id: z.number(), name: z.string(), color: z.string() });
export type QueueRef = z.infer<typeof queueRef>;

const connectionRef = z.object({
  id: z.number(),
  name: z.string(),
  channel: z.string().optional(),
  status: z.string().optional(),
});
export type ConnectionRef = z.infer<typeof connectionRef>;

const userRef = z.object({ id: z.number(), name: z.string() });
export type UserRef = z.infer<typeof userRef>;

const contactRef = z.object({ id: z.number(), name: z.string(), number: z.string(), channel: z.enum(contactChannels) });
export type ContactRef = z.infer<typeof contactRef>;

export const queuesQueryOptions = queryOptions({
  queryKey: ['tickets', 'ref', 'queues'] as const,
  queryFn: async ({ signal }) =>
    parseAnswer(z.array(queueRef), await api.get<unknown>('/queue', undefined, { signal })),
});

export const connectionsQueryOptions = queryOptions({
  queryKey: ['tickets', 'ref', 'connections'] as const,
  queryFn: async ({ signal }) =>
    parseAnswer(z.array(connectionRef), await api.get<unknown>('/whatsapp', { session: 0 }, { signal })),
});

/**
 * The tags a ticket can carry: kanban lanes (kanban 1, spec 1 §7 "Tags on tickets"). Contact tags
 * (kanban 0) never sit on a ticket, so the list filter would never match them.
 */
export const ticketTagsQueryOptions = queryOptions({
  queryKey: ['tickets', 'ref', 'ticket-tags'] as const,
  queryFn: async ({ signal }) =>
    parseAnswer(z.array(tagAnswer), await api.get<unknown>('/tags/list', { kanban: 1 }, { signal })),
});

/** Spec 1 §5: user and contact searches start at 3 typed characters; callers gate `enabled`. */
export const minSearchLength = 3;

/**
 * GET /users/list, the pickers' light rows: open to every attendant, unlike GET /users/ (the admin
 * page's list, which needs users:manage and would refuse a plain user transferring a ticket).
 */
export const userSearchQueryOptions = (searchParam: string) =>
  queryOptions({
    queryKey: ['tickets', 'ref', 'users', searchParam] as const,
    queryFn: async ({ signal }) =>
      parseAnswer(z.array(userRef), await api.get<unknown>('/users/list', { searchParam }, { signal })),
  });

/** All the company's users (admins' user filter). */
export const allUsersQueryOptions = queryOptions({
  queryKey: ['tickets', 'ref', 'users-list'] as const,
  queryFn: async ({ signal }) =>
    parseAnswer(z.array(userRef), await api.get<unknown>('/users/list', undefined, { signal })),
});

export const contactSearchQueryOptions = (searchParam: string) =>
  queryOptions({
    queryKey: ['tickets', 'ref', 'contacts', searchParam] as const,
    queryFn: async ({ signal }) =>
      parseAnswer(
        z.object({ contacts: z.array(contactRef) }),
        await api.get<unknown>('/contacts', { searchParam }, { signal }),
      ).contacts,
  });
