import {
  type ContactDetailAnswer,
  contactDetailAnswer,
  type TagAnswer,
  tagAnswer,
  tagsAnswer,
} from '@chatdesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../../lib/api-client';

/** The drawer's contact calls (spec 1 §7 "Contacts"). */
export const drawerKeys = {
  contact: (id: number) => ['contacts', 'detail', id] as const,
  contactTags: (id: number) => ['contacts', 'tags', id] as const,
  tagOptions: ['tags', 'list', 0] as const,
};

export const useContactDetail = (contactId: number) =>
  useQuery({
    queryKey: drawerKeys.contact(contactId),
    queryFn: async ({ signal }) =>
      parseAnswer(contactDetailAnswer, await api.get<unknown>(`/contacts/${contactId}`, undefined, { signal })),
  });

export const useContactTags = (contactId: number) =>
  useQuery({
    queryKey: drawerKeys.contactTags(contactId),
    queryFn: async ({ signal }) =>
      parseAnswer(tagsAnswer, await api.get<unknown>(`/contactTags/${contactId}`, undefined, { signal })),
  });

/** The company's contact tags (kanban 0) to choose from. */
export const useTagOptions = () =>
  useQuery({
    queryKey: drawerKeys.tagOptions,
    queryFn: async ({ signal }) =>
      parseAnswer(tagsAnswer, await api.get<unknown>('/tags/list', { kanban: 0 }, { signal })),
  });

/** A colour for a tag typed on a contact (spec 1 §5: it gets a random one). */
export const randomTagColor = () =>
  `#${Math.floor(Math.random() * 0x1000000)
    .toString(16)
    .padStart(6, '0')}`;

/** Refreshes what shows a contact: the drawer, the ticket header and the ticket lists. */
function useRefreshContact(contactId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: drawerKeys.contact(contactId) });
    void queryClient.invalidateQueries({ queryKey: drawerKeys.contactTags(contactId) });
    void queryClient.invalidateQueries({ queryKey: ['tickets'] });
  };
}

/**
 * The contact ends up with exactly `tags`: names not yet known are created first (POST /tags,
 * random colour, kanban 0), then POST /tags/sync.
 */
export function useSyncContactTags(contactId: number) {
  const refresh = useRefreshContact(contactId);
  return useMutation({
    mutationFn: async (tags: (TagAnswer | string)[]) => {
      const ids: number[] = [];
      for (const tag of tags) {
        if (typeof tag !== 'string') ids.push(tag.id);
        else
          ids.push(
            parseAnswer(tagAnswer, await api.post<unknown>('/tags', { name: tag, color: randomTagColor(), kanban: 0 }))
              .id,
          );
      }
      return parseAnswer(
        tagsAnswer,
        await api.post<unknown>('/tags/sync', { contactId, tags: ids.map((id) => ({ id })) }),
      );
    },
    onSettled: refresh,
  });
}

export function useBlockContact(contactId: number) {
  const refresh = useRefreshContact(contactId);
  return useMutation({
    mutationFn: (active: boolean) => api.put<unknown>(`/contacts/block/${contactId}`, { active }),
    onSuccess: refresh,
  });
}

export function useToggleAcceptAudio(contactId: number) {
  const refresh = useRefreshContact(contactId);
  return useMutation({
    mutationFn: (acceptAudioMessage: boolean) =>
      api.put<unknown>(`/contacts/toggleAcceptAudio/${contactId}`, { acceptAudioMessage }),
    onSuccess: refresh,
  });
}

export type { ContactDetailAnswer };
