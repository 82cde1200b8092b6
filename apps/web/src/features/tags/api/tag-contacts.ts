import { type TagContactsAnswer, tagContactsAnswer } from '@chatdesk/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, parseAnswer } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { tagsKeys } from './get-tags';

export async function getTagContacts(id: number, pageNumber: number, signal?: AbortSignal): Promise<TagContactsAnswer> {
  return parseAnswer(tagContactsAnswer, await api.get<unknown>(`/tags/${id}/contacts`, { pageNumber }, { signal }));
}

/** GET /tags/{id}/contacts: the contacts carrying the tag, a page per scroll. */
export const useTagContacts = (id: number) =>
  useInfiniteQuery({
    queryKey: tagsKeys.contacts(id),
    queryFn: ({ pageParam, signal }) => getTagContacts(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
  });

/** DELETE /tags-contacts/{tagId}/{contactId}: the contact no longer carries the tag. */
export function useRemoveTagContact(tagId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: number) => api.delete<void>(`/tags-contacts/${tagId}/${contactId}`),
    onSuccess: async () => {
      toast.success(t('tags.toasts.contactRemoved'));
      await queryClient.invalidateQueries({ queryKey: tagsKeys.all });
    },
  });
}
