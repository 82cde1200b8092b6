import { type RefObject, type UIEvent, useCallback, useEffect } from 'react';

/** Spec 2 §9: the next page loads when the list is scrolled within 100 px of its end. */
export const loadMoreThresholdPx = 100;

interface Pager {
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
}

const nearEnd = (element: HTMLElement) =>
  element.scrollHeight - (element.scrollTop + element.clientHeight) < loadMoreThresholdPx;

/**
 * Returns the scroll handler for the list's container. A page too short to scroll would never
 * fire it, so after each render the container is also checked once.
 */
export function useLoadMoreOnScroll(container: RefObject<HTMLElement | null>, pager: Pager, itemCount: number) {
  const { hasNextPage, isFetching, fetchNextPage } = pager;
  const loadIfNearEnd = useCallback(
    (element: HTMLElement) => {
      if (hasNextPage && !isFetching && nearEnd(element)) fetchNextPage();
    },
    [hasNextPage, isFetching, fetchNextPage],
  );

  useEffect(() => {
    const element = container.current;
    // clientHeight 0: not laid out (hidden, or a test DOM); scrolling will tell.
    if (element && element.clientHeight > 0 && itemCount > 0) loadIfNearEnd(element);
  }, [container, loadIfNearEnd, itemCount]);

  return useCallback((event: UIEvent<HTMLElement>) => loadIfNearEnd(event.currentTarget), [loadIfNearEnd]);
}
