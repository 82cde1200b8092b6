import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface IdSelectProps {
  label: string;
  value: number | '';
  options: readonly { id: number; name: string }[] | undefined;
  onChange: (value: number | '') => void;
  disabled: boolean;
  /** The '' choice ("none"); without it the field is required and starts empty. */
  emptyLabel?: string;
  required?: boolean;
  error?: string | undefined;
}

/** A select of the company's records by id (connection, contact list, tag, queue). */
export function IdSelect({ label, value, options, onChange, disabled, emptyLabel, required, error }: IdSelectProps) {
  // A stored id the options do not (yet) hold is shown as empty rather than warned about by MUI.
  const known = value === '' || (options ?? []).some((option) => option.id === value);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      required={required}
      disabled={disabled}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{emptyLabel ?? '—'}</MenuItem>
      {(options ?? []).map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
