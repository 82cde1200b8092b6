import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import type { OtherTicketInfo } from '../actions/types';

const otherTicket = z.object({
  uuid: z.string(),
  status: z.string(),
  userId: z.number().nullable().catch(null),
  user: z
    .object({ name: z.string() })
    .nullish()
    .transform((user) => user ?? null),
  queue: z
    .object({ name: z.string() })
    .nullish()
    .transform((queue) => queue ?? null),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The contact's other active ticket from an ERR_OTHER_OPEN_TICKET answer: our API puts it in
 * `details`; the spec's predecessors sent it as JSON in the error text, which is read as well.
 */
export function otherTicketOf(error: unknown): OtherTicketInfo | null {
  if (!(error instanceof ApiError) || error.code !== 'ERR_OTHER_OPEN_TICKET') return null;
  const body = error.body as { details?: unknown; message?: unknown } | null;
  for (const candidate of [body?.details, typeof body?.message === 'string' ? parseJson(body.message) : null]) {
    const parsed = otherTicket.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}
