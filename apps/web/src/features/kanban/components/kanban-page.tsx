import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarDateField } from '../../../components/calendar-date-field';
import { useCan } from '../../../lib/permissions';
import { usePlanFeature } from '../../../lib/use-plan-feature';
import type { BoardFilters } from '../api/get-kanban-board';
import { useKanbanBoard } from '../lib/use-kanban-board';
import { KanbanBoard } from './kanban-board';

const noRange: BoardFilters = { startDate: '', endDate: '' };
const fieldSx = { flex: { xs: 1, md: 'none' }, width: { md: 170 }, minWidth: 0 } as const;
const isDayOrEmpty = (value: string) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The date range typed, applied by 'Buscar'; a range that ends before it starts is refused. */
function RangeForm({ onSearch }: { onSearch: (filters: BoardFilters) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(noRange);
  const valid =
    isDayOrEmpty(typed.startDate) &&
    isDayOrEmpty(typed.endDate) &&
    !(typed.startDate && typed.endDate && typed.startDate > typed.endDate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSearch(typed);
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction="row"
      spacing={1}
      sx={{ order: { xs: 3, md: 2 }, width: { xs: 1, md: 'auto' }, alignItems: 'flex-start' }}
    >
      {(['startDate', 'endDate'] as const).map((field) => (
        <CalendarDateField
          key={field}
          size="small"
          sx={fieldSx}
          label={t(`kanban.${field}`)}
          value={typed[field]}
          onValueChange={(value) => setTyped((current) => ({ ...current, [field]: value }))}
          error={field === 'endDate' && !valid}
          helperText={
            field === 'endDate' && !valid && typed.startDate && typed.endDate ? t('kanban.invalidRange') : undefined
          }
        />
      ))}
      <Button type="submit" variant="contained" disabled={!valid} sx={{ height: 40, flexShrink: 0 }}>
        {t('kanban.search')}
      </Button>
    </Stack>
  );
}

/**
 * /kanban (spec 3 "Kanban board"): a column for 'Em aberto' and one per lane, filtered by the
 * days of the tickets' last activity. A plan without useKanban is told so and sent home after a
 * second; '+ Adicionar colunas' (dashboard-view) leads to the lane management screen.
 */
export function KanbanPage() {
  const { t } = useTranslation();
  const allowed = usePlanFeature('useKanban', t('kanban.noPermission'));
  const mayManageLanes = useCan('dashboard:view');
  const [filters, setFilters] = useState(noRange);
  const board = useKanbanBoard(filters, allowed);

  if (!allowed) return null;
  return (
    <Stack spacing={2} sx={{ height: 'calc(100dvh - 112px)', minHeight: 420 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, order: 1 }}>
          {t('kanban.title')}
        </Typography>
        <RangeForm onSearch={setFilters} />
        {mayManageLanes ? (
          <Button component={Link} to="/TagsKanban" variant="outlined" sx={{ order: { xs: 2, md: 3 } }}>
            {t('kanban.addColumns')}
          </Button>
        ) : null}
      </Box>
      {board.isLoading ? <LinearProgress /> : null}
      {board.isError ? <Alert severity="error">{t('kanban.loadError')}</Alert> : null}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {board.state ? (
          <KanbanBoard lanes={board.lanes} state={board.state} onMove={board.move} onNearEnd={board.loadMore} />
        ) : null}
      </Box>
    </Stack>
  );
}
