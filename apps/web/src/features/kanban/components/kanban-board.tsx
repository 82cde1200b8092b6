import { defaultKanbanLaneId, type TagAnswer } from '@chatdesk/contracts';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardState } from '../lib/board-state';
import { columnCoordinates } from '../lib/keyboard-columns';
import { KanbanCardOverlay } from './kanban-card';
import { KanbanColumn } from './kanban-column';

/** The lane a drop target stands for (its data, set by KanbanColumn). */
const laneOfTarget = (over: { data: { current?: { laneId?: number } | undefined } } | null) =>
  over?.data.current?.laneId;

interface KanbanBoardProps {
  lanes: TagAnswer[];
  state: BoardState;
  onMove: (ticketId: number, laneId: number) => void;
  onNearEnd: (laneId: number) => void;
}

/**
 * The columns side by side ('Em aberto' first, then the lanes by name), scrolling sideways when
 * they do not fit. Cards move by dragging or from the keyboard; screen readers hear each step.
 */
export function KanbanBoard({ lanes, state, onMove, onNearEnd }: KanbanBoardProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the card or its button stays a click; on touch
    // screens a short press picks the card up, so that a swipe still scrolls the column.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const columns = [
    { laneId: defaultKanbanLaneId, name: t('kanban.defaultLane'), color: null },
    ...lanes.map((lane) => ({ laneId: lane.id, name: lane.name, color: lane.color })),
  ];
  const laneName = (id: number | undefined) => columns.find((column) => column.laneId === id)?.name ?? '';
  const ticketLabel = (id: unknown) => `#${String(id)}`;
  const end = (event: DragEndEvent) => {
    setDragged(null);
    const laneId = laneOfTarget(event.over);
    if (laneId !== undefined) onMove(Number(event.active.id), laneId);
  };
  const draggedTicket = dragged === null ? undefined : state.tickets[dragged];

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={(event) => setDragged(Number(event.active.id))}
      onDragCancel={() => setDragged(null)}
      onDragEnd={end}
      accessibility={{
        screenReaderInstructions: { draggable: t('kanban.dragHint') },
        announcements: {
          onDragStart: ({ active }) =>
            t('kanban.announcements.picked', {
              ticket: ticketLabel(active.id),
              lane: laneName(state.tickets[Number(active.id)]?.laneId ?? defaultKanbanLaneId),
            }),
          onDragOver: ({ active, over }) =>
            t('kanban.announcements.over', { ticket: ticketLabel(active.id), lane: laneName(laneOfTarget(over)) }),
          onDragEnd: ({ active, over }) =>
            t('kanban.announcements.dropped', { ticket: ticketLabel(active.id), lane: laneName(laneOfTarget(over)) }),
          onDragCancel: ({ active }) => t('kanban.announcements.cancelled', { ticket: ticketLabel(active.id) }),
        },
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', height: 1, pb: 1 }}>
        {columns.map((column) => {
          const data = state.columns[column.laneId];
          return data ? (
            <KanbanColumn key={column.laneId} {...column} column={data} tickets={state.tickets} onNearEnd={onNearEnd} />
          ) : null;
        })}
      </Box>
      <DragOverlay>{draggedTicket ? <KanbanCardOverlay ticket={draggedTicket} /> : null}</DragOverlay>
    </DndContext>
  );
}
