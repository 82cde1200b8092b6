import { useState } from 'react';
import type { useNodeValidation } from './use-node-validation';

/** Text fields of a settings form: `bind(field)` gives a FormTextField its value, changes and error. */
export function useTextValues<F extends string>(
  fields: readonly F[],
  /** The stored settings (edit) or nothing (create). */
  stored: Record<string, unknown>,
  defaults: Partial<Record<F, string>>,
  validation: ReturnType<typeof useNodeValidation>,
) {
  type T = Record<F, string>;
  const [values, setValues] = useState<T>(
    () => Object.fromEntries(fields.map((field) => [field, textOf(stored[field], defaults[field])])) as T,
  );
  const set = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    validation.clear(field);
  };
  const bind = (field: F) => ({
    name: field,
    value: values[field],
    onValueChange: (value: string) => set(field, value),
    error: validation.errorOf(field),
    fullWidth: true,
  });
  return { values, set, bind };
}

/** A stored setting as a form's text: numbers and strings as they are, anything else empty. */
function textOf(value: unknown, fallback = ''): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
}
