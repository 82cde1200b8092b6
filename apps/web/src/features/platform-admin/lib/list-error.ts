import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/** Spec 2 §8: a list that cannot load says 'Não foi possível carregar a lista de registros' (once per burst). */
export function useListErrorToast(isError: boolean): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (isError) toast.error(t('platform.common.loadError'), 'platform.common.loadError');
  }, [isError, t]);
}
