import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/**
 * One global setting as text: saved when the field loses focus (or on Enter), only if it changed.
 * Give it `key={value}` so a value saved elsewhere reloads it.
 */
export function SettingTextField({
  name,
  label,
  value,
  helperText,
  maxLength,
  onSave,
}: {
  name: string;
  label: string;
  value: string;
  helperText?: string;
  maxLength: number;
  onSave: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const save = () => {
    if (draft.trim() !== value) onSave(draft.trim());
  };
  return (
    <TextField
      name={name}
      label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
      }}
      helperText={helperText}
      autoComplete="off"
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { maxLength },
      }}
    />
  );
}

/** One global setting chosen from a list: saved on change. */
export function SettingSelect({
  name,
  label,
  value,
  options,
  onSave,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onSave: (value: string) => void;
}) {
  return (
    <TextField
      select
      name={name}
      label={label}
      value={value}
      onChange={(event) => onSave(event.target.value)}
      fullWidth
      size="small"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * A colour setting: the browser's colour picker. Picking fires a change per drag step, so the
 * value is saved once it has rested for the search debounce (500 ms).
 */
export function SettingColor({
  name,
  label,
  value,
  onSave,
}: {
  name: string;
  label: string;
  value: string;
  onSave: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const settled = useDebouncedValue(draft);
  // Only a new settled colour saves: a failed save is not retried on every render.
  const save = useRef(onSave);
  save.current = onSave;
  useEffect(() => {
    if (settled && settled.toLowerCase() !== value.toLowerCase()) save.current(settled);
  }, [settled, value]);
  return (
    <TextField
      type="color"
      name={name}
      label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      helperText={draft.toUpperCase()}
      fullWidth
      size="small"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
