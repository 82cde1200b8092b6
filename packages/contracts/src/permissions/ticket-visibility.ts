import { can } from './rules';
import { isOn, type PermissionSubject } from './subject';

/** Who is looking: their permission flags and the queues they attend. */
export interface TicketViewer {
  userId: number;
  subject: PermissionSubject;
  queueIds: readonly number[];
}

/** The ticket fields visibility depends on. */
export interface VisibleTicketFields {
  userId: number | null;
  queueId: number | null;
  status: string;
  isGroup: boolean;
}

/**
 * Whether a user may see a ticket at all (list, conversation, socket events, room joins). Spec 1 §6:
 * one's own tickets always; admins and users with allUserChat everything (tickets-manager:showall);
 * group tickets need allowGroup; otherwise the ticket must lie in one of the user's queues, or have no
 * queue with allTicket enabled, and be unassigned, or closed with allHistoric enabled.
 */
export function canSeeTicket(viewer: TicketViewer, ticket: VisibleTicketFields): boolean {
  if (ticket.userId !== null && ticket.userId === viewer.userId) return true;
  if (can(viewer.subject, 'tickets-manager:showall')) return true;
  if (ticket.isGroup) return viewer.subject.allowGroup;
  const inScope = ticket.queueId === null ? isOn(viewer.subject.allTicket) : viewer.queueIds.includes(ticket.queueId);
  if (!inScope) return false;
  if (ticket.userId === null) return true;
  return ticket.status === 'closed' && isOn(viewer.subject.allHistoric);
}
