import type { TicketNoteAnswer } from '@chatdesk/contracts';
import type { TicketNoteWithUser } from './ticket-notes.repository';

export const toTicketNoteAnswer = (row: TicketNoteWithUser): TicketNoteAnswer => ({
  id: row.id,
  note: row.note,
  ticketId: row.ticketId,
  contactId: row.contactId,
  userId: row.userId,
  user: row.userId !== null && row.userName !== null ? { id: row.userId, name: row.userName } : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
