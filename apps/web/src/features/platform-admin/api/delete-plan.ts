import { api } from '../../../lib/api-client';
import { useAdminMutation } from '../lib/admin-mutation';
import { plansChangedKeys } from './get-plans';

export async function deletePlan(id: number): Promise<void> {
  await api.delete(`/plans/${id}`);
}

export const useDeletePlan = () =>
  useAdminMutation({ mutationFn: deletePlan, invalidate: plansChangedKeys, failure: 'platform.common.deleteError' });
