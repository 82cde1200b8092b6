import { api } from '../../../lib/api-client';
import { useAdminMutation } from '../lib/admin-mutation';
import { companiesQueryKey } from './get-companies';

export async function deleteCompany(id: number): Promise<void> {
  await api.delete(`/companies/${id}`);
}

export const useDeleteCompany = () =>
  useAdminMutation({
    mutationFn: deleteCompany,
    invalidate: [companiesQueryKey],
    failure: 'platform.common.deleteError',
  });
