import type { PermissionSubject } from '@chatdesk/contracts';

/** What the rule reads of the ticket and its message. */
export interface NotificationCandidate {
  message: { fromMe: boolean; read: boolean };
  ticket: {
    uuid: string;
    status: string;
    userId: number | null;
    queueId: number | null;
    isGroup: boolean;
    whatsapp: { groupAsTicket: 'enabled' | 'disabled' };
  };
}

/** Who counts notifications: the user, their flags and queues, the company's setting. */
export interface NotificationAudience {
  userId: number;
  subject: Pick<PermissionSubject, 'allTicket' | 'allowGroup'>;
  /** The queues the user attends. */
  queueIds: readonly number[];
  /** Company setting showNotificationPending. */
  showNotificationPending: boolean;
}

export interface NotificationContext extends NotificationAudience {
  /** The ticket open on screen (its uuid), if any, and whether the page is visible. */
  openTicketUuid: string | null;
  pageVisible: boolean;
}

export interface NotificationDecision {
  /** Count it (bell, title, sound). */
  notify: boolean;
  /** Also raise a desktop alert. */
  desktop: boolean;
}

const none: NotificationDecision = { notify: false, desktop: false };

/**
 * The rule's ticket half: whether a ticket with unread messages counts for the user (bell, browser
 * title). The same for the page's first load and for live arrivals.
 */
export function ticketCountsForUser(ticket: NotificationCandidate['ticket'], audience: NotificationAudience): boolean {
  if (ticket.status === 'lgpd' || ticket.status === 'nps') return false;
  // Another user's ticket is theirs to hear about.
  if (ticket.userId !== null && ticket.userId !== audience.userId) return false;
  const inQueues =
    ticket.queueId === null ? audience.subject.allTicket === 'enabled' : audience.queueIds.includes(ticket.queueId);
  if (!inQueues) return false;
  if (ticket.status === 'pending' && !audience.showNotificationPending) return false;
  const isGroupTicket = ticket.status === 'group' || ticket.isGroup;
  return !isGroupTicket || (ticket.whatsapp.groupAsTicket === 'enabled' && audience.subject.allowGroup);
}

/**
 * Spec 1 §4 "Notification rule": a new incoming unread message raises a notification when its ticket
 * is unassigned or the user's, in one of the user's queues (or queueless with allTicket enabled);
 * pending only with showNotificationPending, group only with the connection's groupAsTicket and the
 * user's allowGroup; lgpd and nps never. No desktop alert for the ticket open on a visible page.
 */
export function shouldNotify(candidate: NotificationCandidate, context: NotificationContext): NotificationDecision {
  const { message, ticket } = candidate;
  if (message.fromMe || message.read) return none;
  if (!ticketCountsForUser(ticket, context)) return none;
  const onScreen = context.openTicketUuid === ticket.uuid && context.pageVisible;
  return { notify: true, desktop: !onScreen };
}
