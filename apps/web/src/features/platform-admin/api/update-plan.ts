import { type Plan, type PlanInput, planAnswer } from '@chatdesk/contracts';
import { api, parseAnswer } from '../../../lib/api-client';
import { useAdminMutation } from '../lib/admin-mutation';
import { plansChangedKeys } from './get-plans';

export async function updatePlan({ id, ...body }: PlanInput & { id: number }): Promise<Plan> {
  return parseAnswer(planAnswer, await api.put(`/plans/${id}`, body));
}

export const useUpdatePlan = () =>
  useAdminMutation({ mutationFn: updatePlan, invalidate: plansChangedKeys, failure: 'platform.plans.saveError' });
