import { tagsAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { contactsKeys } from './get-contacts';

/** The company's contact tags (kanban 0) for the page's tag filter. */
export const contactTagsQueryOptions = queryOptions({
  queryKey: contactsKeys.tags,
  queryFn: async ({ signal }) =>
    parseAnswer(tagsAnswer, await api.get<unknown>('/tags/list', { kanban: 0 }, { signal })),
});

export const useContactTags = () => useQuery(contactTagsQueryOptions);
