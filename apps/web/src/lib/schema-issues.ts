import type { z } from 'zod';

export type CatalogueValidation<S extends z.ZodType, K extends string> =
  | { data: z.output<S>; errors: null }
  | { data: null; errors: Partial<Record<keyof z.input<S> & string, K>> };

/**
 * Parses `input` with a request schema whose messages come from a catalogue of the contracts (the
 * flow texts of spec 3 §5: 'Digite um nome!', 'Muito longo!'…). On failure, each field gets the
 * catalogue key of its first message — the form's translation key — or `fallback` for a message
 * the catalogue does not hold (a missing id, say).
 */
export function validateWithCatalogue<S extends z.ZodType, K extends string>(
  schema: S,
  input: z.input<S>,
  catalogue: Readonly<Record<K, string>>,
  fallback: K,
): CatalogueValidation<S, K> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data, errors: null };
  const keyOf = new Map(Object.entries<string>(catalogue).map(([key, text]) => [text, key as K]));
  const errors: Record<string, K> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= keyOf.get(issue.message) ?? fallback;
  return { data: null, errors: errors as Partial<Record<keyof z.input<S> & string, K>> };
}
