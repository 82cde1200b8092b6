import { hasAdminRole, type PermissionSubject } from './subject';

/**
 * Deleting a ticket note (DELETE /ticket-notes/{id}): its author, or an admin. The API refuses
 * anyone else with ERR_NO_PERMISSION; the contact panel offers the delete button only where this holds.
 */
export const canDeleteTicketNote = (
  subject: Pick<PermissionSubject, 'profile' | 'isSuper'>,
  userId: number,
  note: { userId: number | null },
): boolean => note.userId === userId || hasAdminRole(subject);
