import { type Plan, type PlanInput, planAnswer } from '@chatdesk/contracts';
import { api, parseAnswer } from '../../../lib/api-client';
import { useAdminMutation } from '../lib/admin-mutation';
import { plansChangedKeys } from './get-plans';

export async function createPlan(body: PlanInput): Promise<Plan> {
  return parseAnswer(planAnswer, await api.post('/plans', body));
}

export const useCreatePlan = () =>
  useAdminMutation({ mutationFn: createPlan, invalidate: plansChangedKeys, failure: 'platform.plans.saveError' });
