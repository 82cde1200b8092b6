import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface FilterChoice<V extends string | number> {
  value: V;
  label: string;
}

interface OptionsFilterFieldProps<V extends string | number> {
  label: string;
  options: readonly FilterChoice<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  loading?: boolean;
}

/** A multiple choice of the report's filters (connections, queues, users, statuses); none chosen is "all". */
export function OptionsFilterField<V extends string | number>({
  label,
  options,
  value,
  onChange,
  loading = false,
}: OptionsFilterFieldProps<V>) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      multiple
      size="small"
      limitTags={1}
      // One line always (closed: its first choice and "+N"; open: the choices scroll sideways), so the
      // filter grid does not shrink under a click on 'Filtrar' as the field loses focus.
      sx={{ '& .MuiAutocomplete-inputRoot': { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'thin' } }}
      slotProps={{ chip: { size: 'small', sx: { maxWidth: 140 } } }}
      disableCloseOnSelect
      options={options}
      value={options.filter((option) => value.includes(option.value))}
      onChange={(_, chosen) => onChange(chosen.map((option) => option.value))}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      loading={loading}
      noOptionsText={t('reports.filters.noOptions')}
      openText={t('reports.filters.openList')}
      closeText={t('reports.filters.closeList')}
      clearText={t('reports.filters.clearValue')}
      loadingText={t('common.loading')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
