import { isErrorCode } from '@chatdesk/contracts';
import { i18n } from '../../i18n';
import { ApiError } from '../api-client';
import { type ToastStore, toasts } from './toast-store';

/**
 * Spec 1 §8, the generic handler: the translated `backendErrors.CODE` when the answer has a code
 * with a translation; else the raw error text; a plain string as is; else 'An error occurred!'.
 */
export function errorText(error: unknown): { key: string; message: string } {
  if (error instanceof ApiError) {
    if (error.code && isErrorCode(error.code) && i18n.exists(`backendErrors.${error.code}`)) {
      return { key: error.code, message: i18n.t(`backendErrors.${error.code}`) };
    }
    if (error.status === 0) return { key: 'network', message: i18n.t('errors.network') };
    if (error.message) return { key: error.code ?? error.message, message: error.message };
  }
  if (typeof error === 'string' && error) return { key: error, message: error };
  if (error instanceof Error && error.message) return { key: error.message, message: error.message };
  return { key: 'generic', message: i18n.t('errors.generic') };
}

export function toastError(error: unknown, store: ToastStore = toasts): void {
  const { key, message } = errorText(error);
  store.show({ key, message, severity: 'error' });
}
