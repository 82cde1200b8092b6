import { z } from 'zod';
import { ApiError, api, parseAnswer } from '../../../lib/api-client';

export interface OpenTicketBody {
  contactId: number;
  queueId: number;
  whatsappId: number | null;
  userId: number;
  status: 'open';
}

/** The ticket a conflict names (spec 1 §7: userId, user name, queue name, uuid, status). */
const otherTicketSchema = z.object({
  uuid: z.string(),
  status: z.string().optional(),
  userId: z.number().nullable().optional(),
  user: z.object({ name: z.string() }).nullable().optional(),
  queue: z.object({ name: z.string() }).nullable().optional(),
});
export type OtherTicket = z.infer<typeof otherTicketSchema>;

export type OpenTicketResult = { kind: 'opened'; uuid: string } | { kind: 'taken'; ticket: OtherTicket };

/**
 * POST /tickets (spec 1 §4 "Create"). A 409 ERR_OTHER_OPEN_TICKET carries the contact's active
 * ticket: the caller's own one is simply opened, someone else's is reported for the info dialog.
 */
export async function openTicket(body: OpenTicketBody): Promise<OpenTicketResult> {
  try {
    const ticket = parseAnswer(z.looseObject({ uuid: z.string() }), await api.post<unknown>('/tickets', body));
    return { kind: 'opened', uuid: ticket.uuid };
  } catch (error) {
    const other = conflictTicketOf(error);
    if (!other) throw error;
    return other.userId === body.userId ? { kind: 'opened', uuid: other.uuid } : { kind: 'taken', ticket: other };
  }
}

function conflictTicketOf(error: unknown): OtherTicket | null {
  if (!(error instanceof ApiError) || error.code !== 'ERR_OTHER_OPEN_TICKET') return null;
  const details = (error.body as { details?: unknown } | null)?.details;
  const parsed = otherTicketSchema.safeParse(details);
  return parsed.success ? parsed.data : null;
}
