import { type TicketAnswer, type TicketEventPayload, ticketAnswer } from '@chatdesk/contracts';
import { z } from 'zod';

const ticketEvent = z.union([
  z.object({ action: z.enum(['create', 'update', 'new-message']), ticket: ticketAnswer }),
  z.object({ action: z.enum(['delete', 'updateUnread']), ticketId: z.number() }),
]);

/**
 * A `company-{id}-ticket` payload (spec 1 §7) checked before use, or null. Pages that keep their
 * own state (board, panel) read events through this; a payload of another shape is ignored.
 */
export function parseTicketEvent(payload: unknown): TicketEventPayload | null {
  const parsed = ticketEvent.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

const messageCreated = z.object({ action: z.literal('create'), ticket: ticketAnswer });

/** The ticket a `company-{id}-appMessage` create carries (its preview, unread count, time), or null. */
export function ticketOfMessageEvent(payload: unknown): TicketAnswer | null {
  const parsed = messageCreated.safeParse(payload);
  return parsed.success ? parsed.data.ticket : null;
}
