import type { VisibleTicketFields } from '@chatdesk/contracts';

/**
 * Domain events of tickets and messages, published after the write commits. They carry ids, not
 * answers: the realtime layer loads the ticket or message once and delivers it only to the sockets
 * whose user may see it (spec 1 §6), masking numbers per recipient. `before` is what the ticket
 * looked like to visibility before the change, so that users who lose sight of it get a delete.
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'ticket.created': { companyId: number; ticketId: number };
    /** `byMessage`: a new message (inbound or outbound) made the change; sockets get `new-message`. */
    'ticket.updated': { companyId: number; ticketId: number; before?: VisibleTicketFields; byMessage?: true };
    'ticket.unreadReset': { companyId: number; ticketId: number };
    'ticket.deleted': { companyId: number; ticketId: number; before: VisibleTicketFields };
    'message.created': { companyId: number; messageId: number; ticketId: number };
    'message.updated': { companyId: number; messageId: number; ticketId: number };
    'message.deleted': { companyId: number; messageId: number; ticketId: number };
  }
}
