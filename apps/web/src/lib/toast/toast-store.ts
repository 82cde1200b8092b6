import { useSyncExternalStore } from 'react';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  /** De-duplication key: an error code, or the text itself when there is none. */
  key: string;
  message: string;
  severity: ToastSeverity;
}

/** Spec 1 §9: toasts (auth, error, generic) last 2 seconds. */
export const toastDurationMs = 2000;

export interface ToastStore {
  show(toast: Omit<Toast, 'key'> & { key?: string }): void;
  dismiss(key: string): void;
  getToasts(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

/**
 * Spec 1 §8: toasts are de-duplicated by code. A toast whose key is already on screen is not
 * stacked again; its 2 s restart instead, so a burst of identical failures shows one toast.
 */
export function createToastStore(durationMs = toastDurationMs): ToastStore {
  let toasts: readonly Toast[] = [];
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const publish = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const dismiss = (key: string) => {
    clearTimeout(timers.get(key));
    timers.delete(key);
    if (toasts.some((toast) => toast.key === key)) publish(toasts.filter((toast) => toast.key !== key));
  };

  return {
    show({ key, message, severity }) {
      const toastKey = key ?? message;
      clearTimeout(timers.get(toastKey));
      timers.set(
        toastKey,
        setTimeout(() => dismiss(toastKey), durationMs),
      );
      if (!toasts.some((toast) => toast.key === toastKey)) publish([...toasts, { key: toastKey, message, severity }]);
    },
    dismiss,
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toasts = createToastStore();

export const toast = {
  success: (message: string, key?: string) => toasts.show({ message, severity: 'success', key }),
  info: (message: string, key?: string) => toasts.show({ message, severity: 'info', key }),
  warning: (message: string, key?: string) => toasts.show({ message, severity: 'warning', key }),
  error: (message: string, key?: string) => toasts.show({ message, severity: 'error', key }),
};

export function useToasts(store: ToastStore = toasts): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getToasts);
}
