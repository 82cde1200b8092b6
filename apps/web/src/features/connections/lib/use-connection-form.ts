import { connectionValidationMessages } from '@chatdesk/contracts';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import type { ConnectionErrorCode, ConnectionErrors, ConnectionField, ConnectionFormValues } from './connection-form';

/** The code of a schema or API message: the contract's texts and codes, anything else 'invalid'. */
function codeOf(message: string): ConnectionErrorCode {
  const entry = Object.entries(connectionValidationMessages).find(([, text]) => text === message);
  return (entry?.[0] as ConnectionErrorCode | undefined) ?? 'invalid';
}

/** Field errors of a 400 answer (`issues: [{ path: 'body.field', message }]`); empty for other failures. */
export function serverFieldErrors(error: unknown): ConnectionErrors {
  if (!(error instanceof ApiError) || error.code !== 'ERR_VALIDATION') return {};
  const issues = (error.body as { issues?: { path?: string; message?: string }[] } | null)?.issues ?? [];
  const errors: Record<string, ConnectionErrorCode> = {};
  for (const issue of issues) {
    const field = String(issue.path ?? '')
      .split(/[./]/)
      .filter((part) => part !== '' && part !== 'body')[0];
    if (field) errors[field] ??= codeOf(issue.message ?? '');
  }
  return errors as ConnectionErrors;
}

/**
 * The connection form's state: like the shared `useFormState`, with the connection's own error
 * codes (expiry NPS, redirect queue, vacation, import) next to the generic ones.
 */
export function useConnectionForm(initial: ConnectionFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ConnectionErrors>({});

  const setField = useCallback(<K extends ConnectionField>(field: K, value: ConnectionFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /** Parses `input` with the API's schema; `extra` holds the cross-field rules' failures. */
  function validate<S extends z.ZodType>(schema: S, input: z.input<S>, extra: ConnectionErrors) {
    const parsed = schema.safeParse(input);
    const next: Record<string, ConnectionErrorCode> = { ...extra } as Record<string, ConnectionErrorCode>;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? '')] ??= codeOf(issue.message);
    }
    setErrors(next as ConnectionErrors);
    return parsed.success && Object.keys(next).length === 0
      ? { data: parsed.data as z.output<S>, failing: [] }
      : { data: null, failing: Object.keys(next) };
  }

  return { values, errors, setErrors, setField, validate };
}

export type ConnectionForm = ReturnType<typeof useConnectionForm>;
