import { type Plan, planListAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { companiesQueryKey } from './get-companies';

export const plansQueryKey = ['plans', 'all'] as const;
/** What a plan save or delete refreshes: every plan list, and the companies table (plan name and value). */
export const plansChangedKeys = [['plans'], companiesQueryKey] as const;

/** GET /plans/all: every plan, public or not (super user). */
export async function getPlans(): Promise<Plan[]> {
  return parseAnswer(planListAnswer, await api.get('/plans/all'));
}

export const plansQueryOptions = queryOptions({
  queryKey: plansQueryKey,
  queryFn: getPlans,
  // The screens show spec 2 §8's own list error instead of the generic toast.
  meta: { silent: true },
});

export const usePlans = () => useQuery(plansQueryOptions);
