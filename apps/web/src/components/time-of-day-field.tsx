import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { maskTimeInput } from '../lib/dates';

type TimeOfDayFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'error' | 'slotProps'> & {
  /** 'HH:mm' on the 24-hour clock, or what is being typed. */
  value: string;
  onValueChange: (value: string) => void;
  /** A text is shown under the field; `true` only marks it. */
  error?: string | boolean;
  /** Names the input when there is no visible label (a table cell). */
  ariaLabel?: string;
};

/**
 * A time of day typed as HH:mm (the colon is put in), the same in every language and browser:
 * a native time input would follow the browser's locale (12:00 AM) instead of the app's.
 */
export function TimeOfDayField({
  value,
  onValueChange,
  error,
  helperText,
  ariaLabel,
  sx,
  ...props
}: TimeOfDayFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onValueChange(maskTimeInput(event.target.value))}
      error={Boolean(error)}
      helperText={typeof error === 'string' ? error : helperText}
      placeholder="00:00"
      // Never narrower than 'HH:mm' itself (tables squeeze their cells on a phone).
      sx={[{ minWidth: 88 }, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'off', 'aria-label': ariaLabel },
        inputLabel: { shrink: true },
      }}
    />
  );
}
