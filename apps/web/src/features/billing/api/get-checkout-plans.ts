import { type PublicPlan, publicPlanListAnswer } from '@chatdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

/** GET /plans/list: the public plans the checkout offers next to the custom plan. */
async function getCheckoutPlans(): Promise<PublicPlan[]> {
  return parseAnswer(publicPlanListAnswer, await api.get<unknown>('/plans/list'));
}

export const useCheckoutPlans = () => useQuery({ queryKey: ['billing', 'plans'], queryFn: getCheckoutPlans });
