import { type RefObject, type UIEvent, useCallback, useEffect } from 'react';
import { nearEnd } from '../../../lib/infinite-scroll';

interface Pager {
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
}

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
