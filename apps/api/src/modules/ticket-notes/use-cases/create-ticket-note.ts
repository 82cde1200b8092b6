import { AppError, type TicketNoteAnswer, type ticketNoteCreateBody } from '@chatdesk/contracts';
import type { z } from 'zod';
import { toTicketNoteAnswer } from '../ticket-note-answer';
import type { TicketNoteCaller, TicketNotesDeps } from '../ticket-notes.deps';
import { findTicketNote, insertTicketNote } from '../ticket-notes.repository';
import { noteTicket } from './note-ticket';

/** POST /ticket-notes: a private note of the caller on a ticket they may see and its contact. */
export async function createTicketNote(
  deps: TicketNotesDeps,
  caller: TicketNoteCaller,
  input: z.output<typeof ticketNoteCreateBody>,
): Promise<TicketNoteAnswer> {
  const { companyId } = caller;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    await noteTicket(tx, caller, input.ticketId, input.contactId);
    const row = await insertTicketNote(tx, {
      companyId,
      note: input.note,
      ticketId: input.ticketId,
      contactId: input.contactId,
      userId: caller.viewer.userId,
    });
    const stored = await findTicketNote(tx, companyId, row.id);
    if (!stored) throw new AppError('ERR_NOT_FOUND');
    return toTicketNoteAnswer(stored);
  });
}
