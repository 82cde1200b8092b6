/**
 * The PostgreSQL constraint failures use cases turn into catalogue codes (uniqueness lives in
 * the database, not in check-then-insert). drizzle wraps the driver error and keeps it as `cause`.
 */
function pgError(error: unknown, code: string): { constraint: string | null } | null {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const fields = (candidate ?? {}) as { code?: string; constraint?: string };
    if (fields.code === code) return { constraint: fields.constraint ?? null };
  }
  return null;
}

/** The constraint a unique violation (23505) names, or null for any other error. */
export const uniqueViolationOf = (error: unknown): string | null => pgError(error, '23505')?.constraint ?? null;

/**
 * Whether a delete hit a row still referenced elsewhere: a foreign-key violation (23503), or
 * 23001 when the referencing key is ON DELETE RESTRICT (checked at once, not deferred).
 */
export const isForeignKeyViolation = (error: unknown): boolean =>
  pgError(error, '23503') !== null || pgError(error, '23001') !== null;

/** Whether PostgreSQL broke a deadlock by failing this transaction (40P01): running it again may succeed. */
export const deadlockDetected = (error: unknown): boolean => pgError(error, '40P01') !== null;
