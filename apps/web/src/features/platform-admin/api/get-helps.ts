import { type Help, helpListAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

/** Same key as the /helps grid (same call, same shape): an admin save refreshes both. */
export const helpsQueryKey = ['helps', 'list'] as const;
/** What a help save or delete refreshes: the lists, and the shell's "any helps?" that shows the Help menu item. */
export const helpsChangedKeys = [helpsQueryKey, ['shell', 'helps-exist']] as const;

/** GET /helps/list: every help video. */
export async function getHelps(): Promise<Help[]> {
  return parseAnswer(helpListAnswer, await api.get('/helps/list'));
}

export const helpsQueryOptions = queryOptions({
  queryKey: helpsQueryKey,
  queryFn: getHelps,
  meta: { silent: true },
});

export const useHelps = () => useQuery(helpsQueryOptions);
