import { type PublicPlan, publicPlanListAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export type { PublicPlan };

/** GET /plans/list: the public plans offered at signup, unauthenticated (spec 2 §7). */
export async function getPublicPlans(): Promise<PublicPlan[]> {
  return parseAnswer(publicPlanListAnswer, await api.get<unknown>('/plans/list', undefined, { session: false }));
}

export const publicPlansQueryOptions = queryOptions({
  queryKey: ['public-plans'],
  queryFn: getPublicPlans,
  meta: { public: true },
});

export const usePublicPlans = () => useQuery(publicPlansQueryOptions);
