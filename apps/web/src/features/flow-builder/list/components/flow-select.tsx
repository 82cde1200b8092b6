import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMoreOnScroll } from '../../../../lib/infinite-scroll';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useFlowName } from '../api/get-flow-name';
import { flowsQueryOptions } from '../api/get-flows';

export interface FlowSelectProps {
  label: string;
  /** The chosen flow's id; null: none. */
  value: number | null;
  onChange: (flowId: number | null) => void;
  /** One line under the field saying what the flow does here; an error replaces it. */
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

type Option = { id: number; name: string };

/**
 * A flow of the company, chosen by name: typing searches GET /flowbuilder (500 ms), the list pages
 * on as it scrolls, and the clear button chooses none. A stored id whose flow no longer exists is
 * shown as unavailable, so the user sees why and can clear or replace it.
 */
export function FlowSelect({ label, value, onChange, hint, error, required, disabled, name }: FlowSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const pages = useInfiniteQuery({ ...flowsQueryOptions(useDebouncedValue(typed.trim())), enabled: open });
  const options: Option[] = pages.data?.pages.flatMap((page) => page.flows.map(({ id, name }) => ({ id, name }))) ?? [];
  const listed = value === null ? undefined : options.find((option) => option.id === value);
  const stored = useFlowName(value !== null && !listed ? value : null);
  const unavailable = value !== null && !listed && stored.data === null;
  const chosenName =
    listed?.name ??
    (unavailable ? t('flowList.select.unavailable', { id: value }) : (stored.data ?? t('flowList.select.loading')));
  // One object per choice: a new one on every render would reset what the user is typing.
  const chosen = useMemo<Option | null>(
    () => (value === null ? null : { id: value, name: chosenName }),
    [value, chosenName],
  );

  return (
    <Autocomplete
      size="small"
      fullWidth
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={disabled}
      value={chosen}
      options={options}
      loading={pages.isFetching}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onInputChange={(_, text, reason) => setTyped(reason === 'input' ? text : '')}
      onChange={(_, option) => onChange(option?.id ?? null)}
      noOptionsText={t('flowList.select.noOptions')}
      loadingText={t('flowList.select.loading')}
      clearText={t('flowList.select.clear')}
      openText={t('flowList.select.open')}
      closeText={t('flowList.select.close')}
      slotProps={{ listbox: { onScroll: loadMoreOnScroll(pages) } }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={Boolean(error) || unavailable}
          helperText={error ?? (unavailable ? t('flowList.select.unavailableHint') : hint)}
        />
      )}
    />
  );
}
