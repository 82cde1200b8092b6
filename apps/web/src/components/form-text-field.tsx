import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FormState } from '../lib/form-state';

type FormTextFieldProps = Omit<TextFieldProps, 'error' | 'helperText' | 'onChange'> & {
  /** The field's error, translated; shown instead of the hint. */
  error?: string;
  /** Shown under the field while it has no error. */
  hint?: string;
  onValueChange: (value: string) => void;
};

/** A text field of a form: marked and explained when its value is refused, else with its hint. */
export function FormTextField({ error, hint, onValueChange, ...props }: FormTextFieldProps) {
  return (
    <TextField
      {...props}
      error={Boolean(error)}
      helperText={error ?? hint}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}

type TextKey<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];

/**
 * Ties text fields to a `useFormState` form: `text('name')` gives a FormTextField its name,
 * value, changes and error (through the form's own `errorText`).
 */
export function bindTextFields<T extends object>(
  form: FormState<T>,
  errorText: (field: keyof T & string) => string | undefined,
) {
  return <K extends TextKey<T>>(field: K) => ({
    name: field,
    value: form.values[field] as string,
    onValueChange: (value: string) => form.setField(field, value as T[K]),
    error: errorText(field),
  });
}
