import { useCallback, useState } from 'react';

/**
 * The rendered width of the element given the returned ref, kept current as it resizes; 0 until
 * measured (and where ResizeObserver is missing). Layout choices inside the conversation depend on
 * the room the conversation has, not on the window: the menu and the ticket list take their share.
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
