import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  contactSearchMinLength,
  type ScheduleContactRef,
  scheduleContactSearchQuery,
} from '../api/schedule-references';

interface ScheduleContactFieldProps {
  value: ScheduleContactRef | null;
  onChange: (contact: ScheduleContactRef | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The schedule's contact, searched by name or number from 3 typed characters (spec 1 §5), 500 ms after typing stops. */
export function ScheduleContactField({ value, onChange, error, disabled = false }: ScheduleContactFieldProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const short = search.length < contactSearchMinLength;
  const options = useQuery({ ...scheduleContactSearchQuery(search), enabled: !short });
  return (
    <Autocomplete
      value={value}
      disabled={disabled}
      options={short ? [] : (options.data ?? [])}
      loading={options.isFetching}
      filterOptions={(list) => list}
      getOptionLabel={(option) => `${option.name} - ${option.number}`}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      onChange={(_, contact) => onChange(contact)}
      noOptionsText={short ? t('schedules.dialog.contactHint') : t('schedules.dialog.noContacts')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('schedules.dialog.contact')}
          required
          error={Boolean(error)}
          helperText={error ?? t('schedules.dialog.contactHint')}
        />
      )}
    />
  );
}
