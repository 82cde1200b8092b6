import { z } from 'zod';

/**
 * The constraint a PostgreSQL unique violation (23505) names, or null for any other error.
 * drizzle wraps the driver error, keeping it as `cause`.
 */
export function uniqueViolationOf(error: unknown): string | null {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const { code, constraint } = (candidate ?? {}) as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? null;
  }
  return null;
}

/**
 * A 400 ERR_VALIDATION naming one body field, for rules the request schema cannot see
 * (they depend on stored state); the error handler answers it like a schema failure.
 */
export function bodyFieldError(field: string, message: string): z.ZodError {
  return new z.ZodError([{ code: 'custom', path: ['body', field], message, input: undefined }]);
}
