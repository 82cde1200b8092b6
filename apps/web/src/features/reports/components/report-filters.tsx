import { isCalendarDate, ticketStatuses } from '@chatdesk/contracts';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateField } from '../../../components/calendar-date-field';
import { type FilterOption, useConnectionOptions, useQueueOptions, useUserOptions } from '../api/filter-options';
import type { ReportFilterValues } from '../lib/report-search';
import { ContactFilterField } from './contact-filter-field';
import { type FilterChoice, OptionsFilterField } from './options-filter-field';

interface ReportFiltersProps {
  /** The filters of the report shown; the form starts from them. */
  applied: ReportFilterValues;
  /** What "clear" goes back to (this month). */
  defaults: ReportFilterValues;
  onApply: (filters: ReportFilterValues) => void;
}

type DateErrors = Partial<Record<'dateFrom' | 'dateTo', 'invalidDate' | 'dateOrder'>>;

const choicesOf = (options: readonly FilterOption[] | undefined): FilterChoice<number>[] =>
  (options ?? []).map((option) => ({ value: option.id, label: option.name }));

/** Spec 2 §7 Report parameters, edited together and applied with the button. */
export function ReportFilters({ applied, defaults, onApply }: ReportFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<DateErrors>({});
  const listFilters = [
    { key: 'connections', field: 'whatsappId', query: useConnectionOptions() },
    { key: 'queues', field: 'queueIds', query: useQueueOptions() },
    { key: 'users', field: 'users', query: useUserOptions() },
  ] as const;
  const statuses = ticketStatuses.map((status) => ({ value: status, label: t(`tickets.status.${status}`) }));

  const set =
    <K extends keyof ReportFilterValues>(key: K) =>
    (value: ReportFilterValues[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = dateErrorsOf(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };
  const clear = () => {
    setDraft(defaults);
    setErrors({});
    onApply(defaults);
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} aria-label={t('reports.filters.label')} sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <TextField
          size="small"
          label={t('reports.filters.searchParam')}
          value={draft.searchParam}
          onChange={(event) => set('searchParam')(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <ContactFilterField value={draft.contactId} onChange={set('contactId')} />
        {listFilters.map(({ key, field, query }) => (
          <OptionsFilterField
            key={key}
            label={t(`reports.filters.${key}`)}
            options={choicesOf(query.data)}
            loading={query.isPending}
            value={draft[field]}
            onChange={set(field)}
          />
        ))}
        <OptionsFilterField
          label={t('reports.filters.status')}
          options={statuses}
          value={draft.status}
          onChange={set('status')}
        />
        <CalendarDateField
          size="small"
          label={t('reports.filters.dateFrom')}
          value={draft.dateFrom}
          onValueChange={set('dateFrom')}
          error={Boolean(errors.dateFrom)}
          helperText={errors.dateFrom ? t(`reports.filters.${errors.dateFrom}`) : undefined}
        />
        <CalendarDateField
          size="small"
          label={t('reports.filters.dateTo')}
          value={draft.dateTo}
          onValueChange={set('dateTo')}
          error={Boolean(errors.dateTo)}
          helperText={errors.dateTo ? t(`reports.filters.${errors.dateTo}`) : undefined}
        />
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={draft.onlyRated} onChange={(event) => set('onlyRated')(event.target.checked)} />}
          label={t('reports.filters.onlyRated')}
          sx={{ mr: 'auto' }}
        />
        <Button onClick={clear}>{t('reports.filters.clear')}</Button>
        <Button type="submit" variant="contained" startIcon={<FilterAltOutlined />}>
          {t('reports.filters.apply')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A day is a whole date or empty (no bound), and the period does not end before it starts. */
function dateErrorsOf(filters: ReportFilterValues): DateErrors {
  const errors: DateErrors = {};
  for (const key of ['dateFrom', 'dateTo'] as const) {
    if (filters[key] !== '' && !isCalendarDate(filters[key])) errors[key] = 'invalidDate';
  }
  if (!errors.dateFrom && !errors.dateTo && filters.dateFrom && filters.dateTo && filters.dateTo < filters.dateFrom) {
    errors.dateTo = 'dateOrder';
  }
  return errors;
}
