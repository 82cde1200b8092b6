import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateField } from '../../../components/calendar-date-field';
import { formatDate } from '../../../lib/dates';
import { type DashboardFilter, filterOfRange } from '../lib/dashboard-filter';

interface DashboardFilterPanelProps {
  onApply: (filter: DashboardFilter) => void;
  /** The days the numbers on screen cover (from the last answer), shown beside the toggle. */
  period: { from: string; to: string } | null;
}

const fieldSx = { flex: { xs: 1, sm: 'none' }, width: { sm: 170 }, minWidth: 0 } as const;

/**
 * Spec 1 §2/§5: a collapsible panel with the start and end dates and 'Filtrar'. Two usable days
 * make the filter; anything else says 'Parametrize o filtro' and keeps the numbers on screen.
 */
export function DashboardFilterPanel({ onApply, period }: DashboardFilterPanelProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filter = filterOfRange(range.startDate, range.endDate);
    setInvalid(filter === null);
    if (filter) onApply(filter);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        <Button
          startIcon={<FilterListIcon />}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          {t('dashboard.filter.toggle')}
        </Button>
        {period ? (
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.filter.period', { from: formatDate(period.from), to: formatDate(period.to) })}
          </Typography>
        ) : null}
      </Box>
      <Collapse in={open} id={panelId}>
        <Stack component="form" noValidate onSubmit={submit} spacing={1.5} sx={{ pt: 1.5 }}>
          <Stack
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 1.5 }}
          >
            {(['startDate', 'endDate'] as const).map((field) => (
              <CalendarDateField
                key={field}
                size="small"
                sx={fieldSx}
                label={t(`dashboard.filter.${field}`)}
                value={range[field]}
                error={invalid}
                onValueChange={(value) => setRange((current) => ({ ...current, [field]: value }))}
              />
            ))}
            <Button type="submit" variant="contained" sx={{ height: 40, flexShrink: 0, width: { xs: 1, sm: 'auto' } }}>
              {t('dashboard.filter.apply')}
            </Button>
          </Stack>
          {invalid ? (
            <Alert severity="warning" sx={{ width: 'fit-content' }}>
              {t('dashboard.filter.invalid')}
            </Alert>
          ) : null}
        </Stack>
      </Collapse>
    </Box>
  );
}
