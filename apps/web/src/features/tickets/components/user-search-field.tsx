import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { minSearchLength, type UserRef, userSearchQueryOptions } from '../api/reference-data';

interface UserSearchFieldProps {
  label: string;
  hint: string;
  value: UserRef | null;
  onChange: (user: UserRef | null) => void;
}

/** Spec 1 §5: user searches start at 3 typed characters (then debounced). */
export function UserSearchField({ label, hint, value, onChange }: UserSearchFieldProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim());
  const enabled = search.length >= minSearchLength;
  const users = useQuery({ ...userSearchQueryOptions(search), enabled });
  return (
    <Autocomplete
      options={enabled ? (users.data ?? []) : []}
      value={value}
      onChange={(_, user) => onChange(user)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      getOptionLabel={(user) => user.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      loading={enabled && users.isFetching}
      noOptionsText={enabled ? t('tickets.newTicket.noOptions') : hint}
      renderInput={(params) => <TextField {...params} margin="dense" label={label} helperText={hint} />}
    />
  );
}
