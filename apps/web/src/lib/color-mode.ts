import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from './session';

export type ColorMode = 'light' | 'dark';

const storageKey = 'preferredTheme';
const listeners = new Set<() => void>();

function storedMode(): ColorMode | null {
  const value = window.localStorage.getItem(storageKey);
  return value === 'light' || value === 'dark' ? value : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The theme in use: the user's own toggle (kept in this browser) wins, then the account's
 * defaultTheme, then light.
 */
export function useColorMode(): { mode: ColorMode; toggle: () => void } {
  const { user } = useSession();
  const stored = useSyncExternalStore(subscribe, storedMode);
  const mode = stored ?? user?.defaultTheme ?? 'light';
  const toggle = useCallback(() => {
    window.localStorage.setItem(storageKey, mode === 'light' ? 'dark' : 'light');
    for (const listener of listeners) listener();
  }, [mode]);
  return { mode, toggle };
}
