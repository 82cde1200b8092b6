import { type CompanySettings, companySettingsAnswer, type UpdateCompanySettingBody } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, parseAnswer } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { companySettingsKeys } from './get-company-settings';

/**
 * PUT /companySettings {column, data, message?}: one option at a time (spec 2 §7). `message`
 * carries the text an option needs when turning it on (spec 2 §5); the answer is the whole map.
 */
export async function updateCompanySetting(body: UpdateCompanySettingBody): Promise<CompanySettings> {
  return parseAnswer(companySettingsAnswer, await api.put<unknown>('/companySettings', body));
}

/** Saves one option, shows 'Operação atualizada com sucesso.' and refreshes every settings read. */
export function useUpdateCompanySetting(companyId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySetting,
    onSuccess: async (settings) => {
      queryClient.setQueryData(companySettingsKeys.company(companyId), settings);
      toast.success(t('admin.settings.toasts.updated'));
      await queryClient.invalidateQueries({
        queryKey: companySettingsKeys.all,
        predicate: (query) => query.queryKey[1] !== 'company',
      });
    },
  });
}
