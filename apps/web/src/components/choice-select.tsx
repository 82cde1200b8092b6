import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

interface ChoiceSelectProps<V extends string> {
  name: string;
  label: string;
  value: V;
  /** Each choice's value and what the menu shows for it. */
  choices: readonly { value: V; label: ReactNode }[];
  onChange: (value: V) => void;
}

/** A select among a fixed list of string values (a type, a language, a voice). */
export function ChoiceSelect<V extends string>({ name, label, value, choices, onChange }: ChoiceSelectProps<V>) {
  return (
    <TextField
      select
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      fullWidth
      size="small"
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value} sx={{ gap: 1.5 }}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
