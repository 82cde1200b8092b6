import { fileListsPageAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';
import { queuesKeys } from './get-queues';

const namedRow = z.object({ id: z.number(), name: z.string() });
export type NamedRow = z.infer<typeof namedRow>;

/** Every file list of the company (GET /files/ page by page; a company keeps a handful). */
async function getAllFileLists(signal?: AbortSignal): Promise<NamedRow[]> {
  const lists: NamedRow[] = [];
  for (let pageNumber = 1; pageNumber <= 50; pageNumber++) {
    const page = parseAnswer(fileListsPageAnswer, await api.get<unknown>('/files/', { pageNumber }, { signal }));
    lists.push(...page.files.map(({ id, name }) => ({ id, name })));
    if (!page.hasMore) break;
  }
  return lists;
}

/** What a chatbot option can point at besides queues: the company's users and file lists. */
export const optionTargetsQueryOptions = queryOptions({
  queryKey: queuesKeys.optionTargets,
  queryFn: async ({ signal }) => {
    const [users, fileLists] = await Promise.all([
      api.get<unknown>('/users/list', undefined, { signal }).then((answer) => parseAnswer(z.array(namedRow), answer)),
      getAllFileLists(signal),
    ]);
    return { users, fileLists };
  },
});

export const useOptionTargets = () => useQuery(optionTargetsQueryOptions);
