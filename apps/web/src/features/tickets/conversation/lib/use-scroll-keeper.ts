import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** A reader this close to the bottom follows new messages and media that finish loading. */
const followBottomPx = 150;
/** Media whose size is known only once loaded: the list grows when they fire these. */
const mediaLoadEvents = ['load', 'loadedmetadata'] as const;

interface Anchor {
  /** Distance from the bottom as the reader left it. */
  fromBottom: number;
  /** The oldest message shown then: another one means an older page went in above. */
  oldestId: number | undefined;
}

/**
 * Keeps a bottom-anchored list where the reader wants it: it opens at the bottom and stays there as
 * messages arrive, as images and videos load (they grow the list after the first scroll) and as the
 * list itself gets shorter or narrower (a composer growing a line, the contact panel opening); a reader
 * who scrolled up stays put, and one reading when an older page goes in above keeps the same messages
 * in view. `onScroll` must be the list's scroll handler.
 *
 * The reader's place changes only when they scroll. The scroll events our own scrolling causes arrive
 * a frame later, when an image may already have grown the list above its bottom: those echoes are not
 * the reader moving away.
 */
export function useScrollKeeper(
  scroller: RefObject<HTMLElement | null>,
  oldestId: number | undefined,
  version: unknown,
) {
  const anchor = useRef<Anchor | null>(null);
  const ownTop = useRef<number | null>(null);

  const scrollTo = (element: HTMLElement, top: number) => {
    element.scrollTop = top;
    ownTop.current = element.scrollTop;
  };
  const distanceFromBottom = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new list of messages (`version`).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = anchor.current;
    if (before && before.oldestId !== undefined && before.oldestId !== oldestId) {
      scrollTo(element, element.scrollHeight - element.clientHeight - before.fromBottom);
    } else if (!before || before.fromBottom < followBottomPx) {
      scrollTo(element, element.scrollHeight);
    }
    anchor.current = { fromBottom: distanceFromBottom(element), oldestId };
  }, [version]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: listeners for the element's lifetime.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const follow = () => {
      const before = anchor.current;
      if (before && before.fromBottom >= followBottomPx) return;
      scrollTo(element, element.scrollHeight);
      anchor.current = { fromBottom: 0, oldestId: before?.oldestId };
    };
    // Load events do not bubble, but they do pass the list in the capture phase.
    for (const type of mediaLoadEvents) element.addEventListener(type, follow, true);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(follow);
    resize?.observe(element);
    return () => {
      for (const type of mediaLoadEvents) element.removeEventListener(type, follow, true);
      resize?.disconnect();
    };
  }, []);

  return (element: HTMLElement) => {
    if (ownTop.current !== null && Math.abs(element.scrollTop - ownTop.current) < 1) return;
    ownTop.current = null;
    anchor.current = { fromBottom: distanceFromBottom(element), oldestId };
  };
}
