import Box from '@mui/material/Box';
import { type ReactNode, type UIEvent, useLayoutEffect, useRef, useState } from 'react';

/** Which rows to mount for a scroll position: the visible ones plus `overscan` on each side. */
export function visibleRange(options: {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  count: number;
  overscan: number;
}): { start: number; end: number } {
  const { scrollTop, viewportHeight, rowHeight, count, overscan } = options;
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + visible + overscan) };
}

interface WindowedListProps<T> {
  items: readonly T[];
  /** Every row is this tall (px): positions are computed, never measured. */
  rowHeight: number;
  itemKey: (item: T) => string | number;
  renderRow: (item: T, index: number) => ReactNode;
  /** Extra rows mounted above and below the viewport. */
  overscan?: number;
  /** Shown after the rows (a loading skeleton, say), inside the scrolling area. */
  footer?: ReactNode;
  onScroll?: (event: UIEvent<HTMLDivElement>) => void;
  /** Viewport height before the first layout (and in tests, where nothing has a size). */
  initialHeight?: number;
  'aria-label'?: string;
}

/**
 * A list that mounts only the rows in view (no virtualization package is installed): thousands of
 * rows scroll as smoothly as twenty. The scroll area fills its parent, which must have a height.
 */
export function WindowedList<T>({
  items,
  rowHeight,
  itemKey,
  renderRow,
  overscan = 6,
  footer,
  onScroll,
  initialHeight = 800,
  'aria-label': ariaLabel,
}: WindowedListProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(initialHeight);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (element.clientHeight > 0) setHeight(element.clientHeight);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { start, end } = visibleRange({ scrollTop, viewportHeight: height, rowHeight, count: items.length, overscan });

  return (
    <Box
      ref={viewport}
      role="list"
      aria-label={ariaLabel}
      sx={{ height: '100%', overflowY: 'auto', position: 'relative' }}
      onScroll={(event: UIEvent<HTMLDivElement>) => {
        setScrollTop(event.currentTarget.scrollTop);
        onScroll?.(event);
      }}
    >
      {/* Inline styles, not sx: a class per scroll position would pile up in the style sheet. */}
      <div style={{ height: items.length * rowHeight, position: 'relative' }}>
        {items.slice(start, end).map((item, offset) => (
          // A div with the listitem role: an <li> would need a <ul> parent, which the scroll box is not.
          // biome-ignore lint/a11y/useSemanticElements: see above.
          <div
            key={itemKey(item)}
            role="listitem"
            style={{ position: 'absolute', top: (start + offset) * rowHeight, left: 0, right: 0, height: rowHeight }}
          >
            {renderRow(item, start + offset)}
          </div>
        ))}
      </div>
      {footer}
    </Box>
  );
}
