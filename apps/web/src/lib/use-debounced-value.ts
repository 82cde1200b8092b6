import { useEffect, useState } from 'react';

/** Spec 1 §9 / spec 2 §9: searches wait 500 ms after the last keystroke. */
const searchDebounceMs = 500;

export function useDebouncedValue<T>(value: T, delayMs = searchDebounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
