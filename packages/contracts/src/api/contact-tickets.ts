import { z } from 'zod';
import { ticketQueueAnswer, ticketStatuses } from './tickets';

/**
 * GET /contacts/{id}/tickets: the contact's tickets the caller may see (the same visibility rule as
 * GET /tickets/u/{uuid}), newest first, for the contact panel's history. At most this many.
 */
export const contactTicketsLimit = 50;

export const contactTicketAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  status: z.enum(ticketStatuses),
  queue: ticketQueueAnswer.nullable(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  lastMessage: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactTicketAnswer = z.infer<typeof contactTicketAnswer>;

export const contactTicketsAnswer = z.object({ tickets: z.array(contactTicketAnswer) });
export type ContactTicketsAnswer = z.infer<typeof contactTicketsAnswer>;
