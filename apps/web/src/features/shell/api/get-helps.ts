import { type Help, helpListAnswer } from '@chatdesk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

/** GET /helps/list: the help videos; the Help menu item shows only when there is one (spec 1 §2). */
export async function getHelps(): Promise<Help[]> {
  return parseAnswer(helpListAnswer, await api.get<unknown>('/helps/list'));
}

export const helpsExistQueryOptions = queryOptions({
  queryKey: ['shell', 'helps-exist'],
  queryFn: getHelps,
  select: (helps) => helps.length > 0,
  staleTime: 5 * 60_000,
  // The menu simply leaves the item out when the list cannot be read.
  meta: { silent: true },
});
