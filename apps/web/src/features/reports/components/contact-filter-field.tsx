import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type ContactOption, minContactSearchLength, useContact, useContactSearch } from '../api/filter-options';

interface ContactFilterFieldProps {
  value: number | null;
  onChange: (contactId: number | null) => void;
}

/** The report's one-contact filter: a contact search (3 characters, debounced), kept by id in the address. */
export function ContactFilterField({ value, onChange }: ContactFilterFieldProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<ContactOption | null>(null);
  const search = useDebouncedValue(input.trim().toLowerCase());
  const enabled = search.length >= minContactSearchLength;
  const found = useContactSearch(search);
  // A contact chosen here is shown at once; one that came with the address is read by its id.
  const stored = useContact(value !== null && picked?.id !== value ? value : null);
  const chosen = value === null ? null : picked?.id === value ? picked : (stored.data ?? null);

  return (
    <Autocomplete
      size="small"
      options={enabled ? (found.data ?? []) : []}
      value={chosen}
      onChange={(_, contact) => {
        setPicked(contact);
        onChange(contact?.id ?? null);
      }}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      getOptionLabel={(contact) => contact.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={(options) => options}
      renderOption={({ key, ...props }, contact) => (
        <li key={key} {...props}>
          {contact.name} · {contact.number}
        </li>
      )}
      loading={enabled && found.isFetching}
      noOptionsText={enabled ? t('reports.filters.noOptions') : t('reports.filters.contactHint')}
      openText={t('reports.filters.openList')}
      closeText={t('reports.filters.closeList')}
      clearText={t('reports.filters.clearValue')}
      loadingText={t('common.loading')}
      renderInput={(params) => <TextField {...params} label={t('reports.filters.contact')} />}
    />
  );
}
