import type { TicketAnswer } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../../../../lib/toast';
import { currentLaneOf, useKanbanLanes, useSetTicketLane } from '../../api/ticket-lane';

const noLane = '';

const LaneDot = ({ color }: { color: string }) => (
  <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
);

/**
 * Spec 1 §2 "Contact drawer": the kanban stage selector. The company's lanes (kanban-1 tags) and
 * 'no stage'; the ticket's current lane is its kanban tag. Hidden while the company has no lanes.
 */
export function KanbanLaneSelect({ ticket }: { ticket: TicketAnswer }) {
  const { t } = useTranslation();
  const lanes = useKanbanLanes();
  const setLane = useSetTicketLane(ticket);
  const current = currentLaneOf(ticket);
  const options = lanes.data ?? [];
  // A lane removed from the list meanwhile still shows as the ticket's own.
  const shown = current && !options.some((lane) => lane.id === current.id) ? [current, ...options] : options;
  if (shown.length === 0) return null;

  const choose = (value: string) => {
    const laneId = value === noLane ? null : Number(value);
    if (laneId === (current?.id ?? null)) return;
    setLane.mutate(laneId, {
      onSuccess: () =>
        toast.success(laneId === null ? t('conversation.drawer.laneCleared') : t('conversation.drawer.laneSet')),
      onError: (error) => toastError(error),
    });
  };

  return (
    <TextField
      select
      size="small"
      label={t('conversation.drawer.kanbanLane')}
      value={current ? String(current.id) : noLane}
      disabled={setLane.isPending}
      onChange={(event) => choose(event.target.value)}
      // 'No stage' is a choice of its own, shown like any lane.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={noLane}>{t('conversation.drawer.noLane')}</MenuItem>
      {shown.map((lane) => (
        <MenuItem key={lane.id} value={String(lane.id)} sx={{ gap: 1 }}>
          <LaneDot color={lane.color} />
          {lane.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
