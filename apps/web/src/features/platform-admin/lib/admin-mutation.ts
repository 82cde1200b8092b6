import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/** The failure texts of spec 2 §8 for companies, plans and helps. */
export type FailureKey =
  | 'platform.companies.saveError'
  | 'platform.plans.saveError'
  | 'platform.helps.saveError'
  | 'platform.common.deleteError';

/**
 * A super-user save or delete. Spec 2 §8 gives these screens their own texts, so the generic
 * error toast is switched off (`silent`) and replaced: 'Operação realizada com sucesso!' on
 * success, the screen's failure text otherwise. The list behind `invalidate` refetches.
 */
export function useAdminMutation<TVariables, TData>(options: {
  mutationFn: (variables: TVariables) => Promise<TData>;
  invalidate: readonly QueryKey[];
  failure: FailureKey;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    meta: { silent: true },
    onSuccess: async () => {
      toast.success(t('platform.common.success'));
      await Promise.all(options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: () => toast.error(t(options.failure), options.failure),
  });
}
