import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/**
 * Spec 1 §8: a chart that could not be read says 'Erro ao buscar informações dos tickets', once per
 * failure (both charts failing together show one toast: same key).
 */
export function useChartFailureToast(errorUpdatedAt: number) {
  const { t } = useTranslation();
  useEffect(() => {
    if (errorUpdatedAt > 0) toast.error(t('dashboard.charts.error'), 'dashboard-charts');
  }, [errorUpdatedAt, t]);
}
