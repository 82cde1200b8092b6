import { type CompanySchedulesBody, companySchedulesAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, parseAnswer } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { companySchedulesKey } from './get-company-schedules';

/** PUT /companies/{id}/schedules: the whole week. */
export async function updateCompanySchedules({ companyId, ...body }: CompanySchedulesBody & { companyId: number }) {
  return parseAnswer(companySchedulesAnswer, await api.put<unknown>(`/companies/${companyId}/schedules`, body));
}

export function useUpdateCompanySchedules() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySchedules,
    onSuccess: (answer) => {
      queryClient.setQueryData(companySchedulesKey(answer.id), answer.schedules);
      toast.success(t('admin.settings.toasts.schedulesSaved'));
    },
  });
}
