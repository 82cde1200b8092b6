import { z } from 'zod';

/** The largest id a PostgreSQL `integer` (serial) column holds. */
export const maxRecordId = 2_147_483_647;

/**
 * A stored row's id as a path or query parameter: a positive int32. A larger number is a 400,
 * never a query that PostgreSQL refuses (500).
 */
export const recordId = z.coerce.number().int().positive().max(maxRecordId);
