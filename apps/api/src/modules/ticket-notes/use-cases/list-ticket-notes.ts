import type { TicketNoteAnswer } from '@chatdesk/contracts';
import { toTicketNoteAnswer } from '../ticket-note-answer';
import type { TicketNoteCaller, TicketNotesDeps } from '../ticket-notes.deps';
import { listTicketNotes } from '../ticket-notes.repository';
import { noteTicket } from './note-ticket';

/** GET /ticket-notes/list: the ticket's notes on its contact, newest first, with their authors' names. */
export async function listNotes(
  deps: TicketNotesDeps,
  caller: TicketNoteCaller,
  query: { ticketId: number; contactId: number },
): Promise<TicketNoteAnswer[]> {
  const { companyId } = caller;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    await noteTicket(tx, caller, query.ticketId, query.contactId);
    return (await listTicketNotes(tx, companyId, query.ticketId, query.contactId)).map(toTicketNoteAnswer);
  });
}
