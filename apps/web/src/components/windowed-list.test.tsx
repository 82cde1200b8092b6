import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { visibleRange, WindowedList } from './windowed-list';

describe('visibleRange', () => {
  it('mounts the rows in view plus the overscan, clamped to the list', () => {
    expect(visibleRange({ scrollTop: 0, viewportHeight: 300, rowHeight: 100, count: 1000, overscan: 2 })).toEqual({
      start: 0,
      end: 6,
    });
    expect(visibleRange({ scrollTop: 5000, viewportHeight: 300, rowHeight: 100, count: 1000, overscan: 2 })).toEqual({
      start: 48,
      end: 56,
    });
    expect(visibleRange({ scrollTop: 99_950, viewportHeight: 300, rowHeight: 100, count: 1000, overscan: 2 })).toEqual({
      start: 997,
      end: 1000,
    });
  });

  it('mounts nothing for an empty list', () => {
    expect(visibleRange({ scrollTop: 0, viewportHeight: 300, rowHeight: 100, count: 0, overscan: 2 })).toEqual({
      start: 0,
      end: 0,
    });
  });
});

describe('WindowedList', () => {
  const items = Array.from({ length: 5000 }, (_, index) => ({ id: index, name: `Row ${index}` }));

  it('renders only a window of thousands of rows, at their computed positions, and follows the scroll', () => {
    const onScroll = vi.fn();
    render(
      <WindowedList
        items={items}
        rowHeight={50}
        itemKey={(item) => item.id}
        renderRow={(item) => <span>{item.name}</span>}
        overscan={1}
        initialHeight={200}
        onScroll={onScroll}
        aria-label="rows"
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Row 0')).toBeTruthy();
    expect(screen.queryByText('Row 100')).toBeNull();

    const list = screen.getByRole('list', { name: 'rows' });
    fireEvent.scroll(list, { target: { scrollTop: 5000 } });
    expect(screen.getByText('Row 100')).toBeTruthy();
    expect(screen.queryByText('Row 0')).toBeNull();
    expect(screen.getByText('Row 100').parentElement?.style.top).toBe('5000px');
    expect(onScroll).toHaveBeenCalledTimes(1);
  });
});
