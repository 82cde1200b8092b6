import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const nextKeys: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Keyboard moves between whole columns: right/down goes to the next lane, left/up to the previous
 * one (dnd-kit's default nudges 25 px a press, which takes many presses to cross a column).
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = nextKeys[event.code];
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!step || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  const index = columns.findIndex((column) => column.id === over?.id);
  const target = columns[Math.min(columns.length - 1, Math.max(0, (index === -1 ? 0 : index) + step))];
  if (!target) return currentCoordinates;
  return {
    x: target.rect.left + (target.rect.width - collisionRect.width) / 2,
    y: Math.max(target.rect.top, Math.min(currentCoordinates.y, target.rect.bottom - collisionRect.height)),
  };
};
