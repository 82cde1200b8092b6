import { useTranslation } from 'react-i18next';
import { toast } from './toast';

/**
 * Copies a text and toasts `copiedText`; a refused clipboard (no permission, page not served
 * over HTTPS) toasts the generic error instead of failing silently.
 */
export function useCopyToClipboard() {
  const { t } = useTranslation();
  return async (text: string, copiedText: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copiedText);
    } catch {
      toast.error(t('errors.generic'));
    }
  };
}
