import { useState } from 'react';
import type { useNodeValidation } from './use-node-validation';

/** Text fields of a settings form: `bind(field)` gives a FormTextField its value, changes and error. */
export function useTextValues<T extends Record<string, string>>(
  initial: T,
  validation: ReturnType<typeof useNodeValidation>,
) {
  const [values, setValues] = useState<T>(initial);
  const set = (field: keyof T & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    validation.clear(field);
  };
  const bind = (field: keyof T & string) => ({
    name: field,
    value: values[field],
    onValueChange: (value: string) => set(field, value),
    error: validation.errorOf(field),
    fullWidth: true,
  });
  return { values, set, bind };
}

/** A stored setting as a form's text: numbers and strings as they are, anything else empty. */
export function textOf(value: unknown, fallback = ''): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
}
