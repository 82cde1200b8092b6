import { type Help, helpListAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

/** GET /helps/list: the help videos every user sees. The super user's helps admin shares this key. */
export async function getHelps(): Promise<Help[]> {
  return parseAnswer(helpListAnswer, await api.get('/helps/list'));
}

export const helpsQueryOptions = queryOptions({ queryKey: ['helps', 'list'], queryFn: getHelps });

export const useHelps = () => useQuery(helpsQueryOptions);
