import type { KanbanTicketAnswer } from '@chatdesk/contracts';
import { useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WindowedList } from '../../../components/windowed-list';
import { nearEnd } from '../../../lib/infinite-scroll';
import type { BoardColumn } from '../lib/board-state';
import { cardRowHeight, KanbanCard } from './kanban-card';

/** Drop targets are named, not numbered: dnd-kit would read the default lane's 0 as no target. */
export const laneDropId = (laneId: number) => `lane-${laneId}`;

export interface KanbanColumnProps {
  laneId: number;
  name: string;
  /** The lane's colour; the default lane has none. */
  color: string | null;
  column: BoardColumn;
  tickets: Record<number, KanbanTicketAnswer>;
  onNearEnd: (laneId: number) => void;
}

/** A lane: its name and count over a virtualized list of cards, and a drop target for moves. */
export function KanbanColumn({ laneId, name, color, column, tickets, onNearEnd }: KanbanColumnProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: laneDropId(laneId), data: { laneId } });
  const cards = column.ids.flatMap((id) => (tickets[id] ? [tickets[id]] : []));
  const count = column.hasMore
    ? t('kanban.countMore', { count: cards.length })
    : t('kanban.count', { count: cards.length });
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={t('kanban.columnLabel', { name })}
      data-testid={`kanban-column-${laneId}`}
      variant="outlined"
      sx={{
        width: { xs: 'calc(100vw - 48px)', sm: 300 },
        maxWidth: 320,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.hover' : 'background.default',
        borderTop: 4,
        borderTopColor: color ?? 'divider',
      }}
    >
      <Box sx={{ px: 1.5, py: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {count}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, px: 1 }}>
        {cards.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {t('kanban.empty')}
          </Typography>
        ) : (
          <WindowedList
            items={cards}
            rowHeight={cardRowHeight}
            itemKey={(ticket) => ticket.id}
            renderRow={(ticket) => <KanbanCard ticket={ticket} />}
            aria-label={name}
            onScroll={(event) => {
              if (nearEnd(event.currentTarget)) onNearEnd(laneId);
            }}
            footer={
              column.hasMore ? (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', p: 1 }}>
                  {t('kanban.loadingMore')}
                </Typography>
              ) : null
            }
          />
        )}
      </Box>
    </Paper>
  );
}
