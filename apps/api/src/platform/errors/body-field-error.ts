import { z } from 'zod';

/**
 * A 400 ERR_VALIDATION naming one body field, for rules the request schema cannot see (they
 * depend on stored state); the error handler answers it like a schema failure.
 */
export function bodyFieldError(field: string, message: string): z.ZodError {
  return new z.ZodError([{ code: 'custom', path: ['body', field], message, input: undefined }]);
}
