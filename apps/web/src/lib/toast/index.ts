export { errorText, toastError } from './toast-error';
export {
  createToastStore,
  type Toast,
  type ToastSeverity,
  type ToastStore,
  toast,
  toastDurationMs,
  toasts,
  useToasts,
} from './toast-store';
export { Toaster } from './toaster';
