import type { z } from 'zod';

/**
 * Codes the form schemas use as messages; each is a key of `validation.*` in the locales
 * (spec 1 §5 texts: 'Obrigatório', 'Muito curto!', 'Muito extenso!', 'Email inválido',
 * 'As senhas não coincidem').
 */
export const validationCodes = [
  'required',
  'invalidEmail',
  'tooShort',
  'tooLong',
  'passwordMismatch',
  'invalidPhone',
  'invalid',
] as const;
export type ValidationCode = (typeof validationCodes)[number];

/**
 * The texts the shared request schemas of `@chatdesk/contracts` use (spec 1 §5 in Portuguese,
 * the user form's in English), so a form built on them still speaks the user's language.
 */
const codeOfSchemaText: Record<string, ValidationCode> = {
  Obrigatório: 'required',
  'Muito curto!': 'tooShort',
  'Muito extenso!': 'tooLong',
  'Email inválido': 'invalidEmail',
  'Telefone inválido': 'invalidPhone',
  'As senhas não coincidem': 'passwordMismatch',
  Required: 'required',
  'Too Short!': 'tooShort',
  'Too Long!': 'tooLong',
  'Invalid email': 'invalidEmail',
};

const asCode = (message: string): ValidationCode =>
  (validationCodes as readonly string[]).includes(message)
    ? (message as ValidationCode)
    : (codeOfSchemaText[message] ?? 'invalid');

export type FieldErrors<T> = Partial<Record<keyof T & string, ValidationCode>>;

/** Parses form values; on failure, the first problem of each field as a translatable code. */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: z.input<S>,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors<z.input<S>> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: Record<string, ValidationCode> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= asCode(issue.message);
  }
  return { data: null, errors: errors as FieldErrors<z.input<S>> };
}
