import { z } from 'zod';

/** Spec 1 §3 "Ticket note": private notes an attendant keeps on a ticket and its contact. */

const positiveId = z.coerce.number({ error: 'Id inválido' }).int().positive().max(2_147_483_647);

export const ticketNoteCreateBody = z.object({
  note: z.string().trim().min(2, 'Muito curto!').max(5000, 'Muito extenso!'),
  ticketId: positiveId,
  contactId: positiveId,
});
export type TicketNoteCreateBody = z.input<typeof ticketNoteCreateBody>;

export const ticketNoteIdParams = z.object({ id: positiveId });
export const ticketNotesListQuery = z.object({ ticketId: positiveId, contactId: positiveId });

export const ticketNoteAnswer = z.object({
  id: z.number(),
  note: z.string(),
  ticketId: z.number(),
  contactId: z.number(),
  userId: z.number().nullable(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketNoteAnswer = z.infer<typeof ticketNoteAnswer>;
/** Newest first. */
export const ticketNotesListAnswer = z.array(ticketNoteAnswer);
