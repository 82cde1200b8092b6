import {
  type QueueIntegrationAnswer,
  type QueueIntegrationType,
  queueIntegrationAnswer,
  queueIntegrationsPageAnswer,
} from '@chatdesk/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, parseAnswer } from '../../lib/api-client';
import { useStoredRecord } from './stored-record';

/** An integration as the choices show it: its name and its type. */
export type IntegrationChoice = Pick<QueueIntegrationAnswer, 'id' | 'name' | 'type'>;

export const integrationChoicesKeys = {
  all: ['integration-choices'] as const,
  list: (searchParam: string) => ['integration-choices', 'list', searchParam] as const,
  one: (id: number) => ['integration-choices', 'one', id] as const,
};

/** Spec 3 §7 GET /queueIntegration/ by name, 20 a page; the next page while `hasMore`. */
export const integrationChoicesQuery = (searchParam: string) =>
  infiniteQueryOptions({
    queryKey: integrationChoicesKeys.list(searchParam),
    queryFn: async ({ pageParam, signal }) =>
      parseAnswer(
        queueIntegrationsPageAnswer,
        await api.get<unknown>('/queueIntegration/', { searchParam, pageNumber: pageParam }, { signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
  });

/** The choices of the loaded pages, of the given types only (all when none is given). */
export function integrationChoicesOf(
  pages: { queueIntegrations: QueueIntegrationAnswer[] }[] | undefined,
  types: readonly QueueIntegrationType[] | undefined,
): IntegrationChoice[] {
  const all = (pages ?? []).flatMap((page) => page.queueIntegrations);
  return all.filter((row) => !types || types.includes(row.type)).map(({ id, name, type }) => ({ id, name, type }));
}

/** The integration a setting stores (GET /queueIntegration/{id}); null once it was deleted. */
export const useIntegrationChoice = (id: number | null) =>
  useStoredRecord(integrationChoicesKeys.one(id ?? 0), id, async (storedId, signal): Promise<IntegrationChoice> => {
    const answer = await api.get<unknown>(`/queueIntegration/${storedId}`, undefined, { signal });
    const { name, type } = parseAnswer(queueIntegrationAnswer, answer);
    return { id: storedId, name, type };
  });
