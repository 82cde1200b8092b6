import type { ContactOption } from '@chatdesk/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../../../lib/use-debounced-value';
import { contactSearchMinimum, useContactOptions } from '../../api/contact-options';

interface ContactSearchFieldProps {
  label: string;
  value: ContactOption | null;
  onChange: (contact: ContactOption | null) => void;
}

/** A contact chosen by name or number; the search starts at 3 characters, 500 ms after typing stops. */
export function ContactSearchField({ label, value, onChange }: ContactSearchFieldProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const options = useContactOptions(search);
  const short = typed.trim().length < contactSearchMinimum;
  return (
    <Autocomplete
      value={value}
      options={short ? [] : (options.data ?? [])}
      loading={options.isFetching}
      filterOptions={(list) => list}
      getOptionLabel={(option) => `${option.name} - ${option.number}`}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onInputChange={(_, text) => setTyped(text)}
      onChange={(_, contact) => onChange(contact)}
      noOptionsText={short ? t('conversation.forward.searchHint') : t('conversation.forward.noOptions')}
      renderInput={(params) => <TextField {...params} label={label} autoFocus />}
    />
  );
}
