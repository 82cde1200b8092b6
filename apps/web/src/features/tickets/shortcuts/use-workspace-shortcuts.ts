import { useEffect, useRef } from 'react';
import { type ShortcutId, shortcutOf } from './shortcuts';

/** Runs the handler of each shortcut pressed anywhere on the page, instead of the key's default. */
export function useWorkspaceShortcuts(handlers: Record<ShortcutId, () => void>) {
  // The latest handlers, without listening anew on every render.
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      current.current[shortcut]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
