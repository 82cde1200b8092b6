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
 * The caller's own scope, what the ticket list shows without "show all" (spec 1 §2, §6): one's
 * own tickets; group tickets with allowGroup; otherwise tickets in one of the user's queues (or
 * without a queue when allTicket is enabled) that are unassigned, or closed ones of others with
 * allHistoric. The list's SQL (modules/tickets/ticket-list-lanes.ts) is this rule, lane by lane.
 */
export function isInOwnScope(viewer: TicketViewer, ticket: VisibleTicketFields): boolean {
  if (ticket.userId !== null && ticket.userId === viewer.userId) return true;
  if (ticket.isGroup) return viewer.subject.allowGroup;
  const inScope = ticket.queueId === null ? isOn(viewer.subject.allTicket) : viewer.queueIds.includes(ticket.queueId);
  if (!inScope) return false;
  if (ticket.userId === null) return true;
  return ticket.status === 'closed' && isOn(viewer.subject.allHistoric);
}

/**
 * Whether a user may see a ticket at all (GET by id or uuid, actions, socket events, room joins).
 * Spec 1 §6: admins and users with allUserChat see everything (tickets-manager:showall); everyone
 * else sees their own scope.
 */
export function canSeeTicket(viewer: TicketViewer, ticket: VisibleTicketFields): boolean {
  return can(viewer.subject, 'tickets-manager:showall') || isInOwnScope(viewer, ticket);
}
