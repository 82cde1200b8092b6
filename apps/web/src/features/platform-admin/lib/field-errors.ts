import type { z } from 'zod';

/** The first issue of each top-level field, as `{ field: issue }`, for forms that show one message per field. */
export function firstIssueByField<TField extends string>(
  issues: readonly z.core.$ZodIssue[],
): Partial<Record<TField, z.core.$ZodIssue>> {
  const byField: Partial<Record<TField, z.core.$ZodIssue>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string') byField[field as TField] ??= issue;
  }
  return byField;
}
