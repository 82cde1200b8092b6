import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, validateForm } from './form-validation';

export type Validated<D, T> = { ok: true; data: D } | { ok: false; errors: FieldErrors<T> };

/**
 * A small controlled form: values, per-field error codes, and a `validate` that runs the API's
 * own request schema through the shared `validateForm`. Editing a field clears its error.
 * (react-hook-form is not a dependency; this is all these dialogs need.)
 */
export function useFormState<T extends object>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  const setField = useCallback(<K extends keyof T & string>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /** `extra`: failures of rules the schema cannot know (they depend on other data); the schema's win. */
  function validate<S extends z.ZodType>(
    schema: S,
    input: z.input<S>,
    extra: FieldErrors<T> = {},
  ): Validated<z.output<S>, T> {
    const result = validateForm(schema, input);
    const next = { ...extra, ...(result.errors ?? {}) } as FieldErrors<T>;
    setErrors(next);
    return result.data !== null && Object.keys(next).length === 0
      ? { ok: true, data: result.data }
      : { ok: false, errors: next };
  }

  return { values, errors, setField, validate };
}

/** What `useFormState` hands to the field components of a form with values `T`. */
export type FormState<T extends object> = ReturnType<typeof useFormState<T>>;
