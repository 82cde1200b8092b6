import OpenInNew from '@mui/icons-material/OpenInNew';
import Refresh from '@mui/icons-material/Refresh';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type UIEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** One choice: the record's name, and one line saying more about it (its type, its queue). */
export interface RecordOption {
  id: number;
  name: string;
  detail?: string | undefined;
}

export interface RecordAutocompleteProps {
  label: string;
  name?: string | undefined;
  /** The chosen record's id; null: none. */
  value: number | null;
  onChange: (id: number | null) => void;
  options: readonly RecordOption[];
  loading: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen record when the options do not hold it: its name, null once deleted, undefined while unknown. */
  storedName: string | null | undefined;
  /** What a deleted record reads as: 'Integração indisponível (#7)'. */
  unavailableLabel: string;
  noOptionsText: string;
  /** Typing searches the server (the options are not filtered here); without it the options are filtered by name. */
  onSearch?: ((text: string) => void) | undefined;
  onListScroll?: ((event: UIEvent<HTMLElement>) => void) | undefined;
  /** Where such records are created (opened in a new tab), and a refresh of the options for when one was. */
  create: { href: string; label: string };
  onRefresh: () => void;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

/**
 * A record of the company chosen by name (an integration, a prompt): the list loads when opened, a
 * stored id whose record was deleted reads as unavailable with a hint to replace or clear it, and
 * two shortcuts sit under the field: create one in a new tab, then refresh the list.
 */
export function RecordAutocomplete(props: RecordAutocompleteProps) {
  const { t } = useTranslation();
  const { value, options, storedName, onSearch } = props;
  const listed = value === null ? undefined : options.find((option) => option.id === value);
  const unavailable = value !== null && !listed && storedName === null;
  const chosenName =
    listed?.name ?? (unavailable ? props.unavailableLabel : (storedName ?? t('automationAdmin.choices.loading')));
  // One object per choice: a new one on every render would reset what the user is typing.
  const chosen = useMemo<RecordOption | null>(
    () => (value === null ? null : { id: value, name: chosenName }),
    [value, chosenName],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Autocomplete
        size="small"
        fullWidth
        open={props.open}
        onOpen={() => props.onOpenChange(true)}
        onClose={() => props.onOpenChange(false)}
        disabled={props.disabled}
        value={chosen}
        options={options}
        loading={props.loading}
        {...(onSearch ? { filterOptions: (list: RecordOption[]) => list } : {})}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        onInputChange={(_, text, reason) => onSearch?.(reason === 'input' ? text : '')}
        onChange={(_, option) => props.onChange(option?.id ?? null)}
        renderOption={({ key, ...optionProps }, option) => (
          <Box component="li" key={key} {...optionProps}>
            <Stack sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {option.name}
              </Typography>
              {option.detail ? (
                <Typography variant="caption" color="text.secondary" noWrap>
                  {option.detail}
                </Typography>
              ) : null}
            </Stack>
          </Box>
        )}
        noOptionsText={props.noOptionsText}
        loadingText={t('automationAdmin.choices.loading')}
        clearText={t('automationAdmin.choices.clear')}
        openText={t('automationAdmin.choices.open')}
        closeText={t('automationAdmin.choices.close')}
        slotProps={{ listbox: { onScroll: props.onListScroll } }}
        renderInput={(params) => (
          <TextField
            {...params}
            name={props.name}
            label={props.label}
            required={props.required}
            error={Boolean(props.error) || unavailable}
            helperText={props.error ?? (unavailable ? t('automationAdmin.choices.unavailableHint') : props.hint)}
          />
        )}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', columnGap: 1 }}>
        <Button
          size="small"
          href={props.create.href}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNew fontSize="small" />}
        >
          {props.create.label}
        </Button>
        <Button size="small" onClick={props.onRefresh} startIcon={<Refresh fontSize="small" />}>
          {t('automationAdmin.choices.refresh')}
        </Button>
      </Stack>
    </Box>
  );
}
