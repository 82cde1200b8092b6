import type { UIEvent } from 'react';

/** Spec 2 §9: the next page loads once the list is scrolled to within 100 px of its end. */
export const infiniteScrollThresholdPx = 100;

export function nearEnd(element: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight < infiniteScrollThresholdPx;
}

/** An onScroll handler that asks for the next page near the end, unless one is already on its way. */
export function loadMoreOnScroll(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  return (event: UIEvent<HTMLElement>) => {
    if (query.hasNextPage && !query.isFetchingNextPage && nearEnd(event.currentTarget)) void query.fetchNextPage();
  };
}
