import { AppError, canDeleteTicketNote, canSeeTicket } from '@chatdesk/contracts';
import { findTicket } from '../../messages/messages.repository';
import type { TicketNoteCaller, TicketNotesDeps } from '../ticket-notes.deps';
import { deleteTicketNote, findTicketNote } from '../ticket-notes.repository';

/** DELETE /ticket-notes/{id}: the note's author or an admin; a note on a ticket the caller cannot see is 404. */
export async function removeTicketNote(deps: TicketNotesDeps, caller: TicketNoteCaller, id: number): Promise<void> {
  const { companyId, viewer } = caller;
  await deps.db.tenant(companyId).transaction(async (tx) => {
    const note = await findTicketNote(tx, companyId, id);
    const ticket = note && (await findTicket(tx, companyId, { id: note.ticketId }));
    if (!note || !ticket || !canSeeTicket(viewer, ticket)) throw new AppError('ERR_NOT_FOUND');
    if (!canDeleteTicketNote(viewer.subject, viewer.userId, note)) throw new AppError('ERR_NO_PERMISSION');
    await deleteTicketNote(tx, companyId, id);
  });
}
