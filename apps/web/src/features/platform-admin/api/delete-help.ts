import { api } from '../../../lib/api-client';
import { useAdminMutation } from '../lib/admin-mutation';
import { helpsChangedKeys } from './get-helps';

export async function deleteHelp(id: number): Promise<void> {
  await api.delete(`/helps/${id}`);
}

export const useDeleteHelp = () =>
  useAdminMutation({ mutationFn: deleteHelp, invalidate: helpsChangedKeys, failure: 'platform.common.deleteError' });
