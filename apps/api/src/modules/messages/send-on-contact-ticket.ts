import type { VisibleTicketFields } from '@chatdesk/contracts';
import type { ConnectionRow } from '../../channels/channel-driver';
import type { OutboundInput, OutboundMessages } from '../../channels/outbound/outbound-messages';
import type { ContactsConnection } from '../../channels/pipeline/inbound-conversations';
import { findOrCreateTicketOf } from '../../channels/pipeline/inbound-tickets';
import type { Tx } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import { assignTicket, closeTicketNow } from '../external-api/ticket-changes';
import { visibleFieldsOf } from '../tickets/ticket-transition';
import type { TicketRow } from '../tickets/tickets.repository';
import { updateTicketRow } from '../tickets/tickets.repository';
import '../tickets/tickets.events';

/**
 * What a send the company starts (a schedule, a campaign) does with the recipient's ticket:
 * `null` leaves no ticket waiting for an attendant (a ticket opened only for the send is closed
 * again); otherwise the ticket takes the user and queue and ends in `status`.
 */
export type TicketOptions = {
  userId: number | null;
  queueId: number | null;
  status: 'closed' | 'pending' | 'open';
} | null;

/** The message of such a send, everything but its ticket. */
export type ContactMessage = Omit<OutboundInput, 'ticketId'>;

export interface ContactTicketSend {
  ticket: TicketRow;
  messageId: number;
  /** The ticket's and the message's events, once the caller's transaction has committed. */
  afterCommit: () => void;
}

/**
 * Writes a message to `number` on `connection` in the caller's tenant transaction: the
 * contact and its ticket are found or created as an inbound message would (the unique indexes
 * settle races), the ticket takes `options`, and the message row and its send job are written
 * through the outbound path. `render` fills the text once the ticket is known.
 */
export async function sendOnContactTicket(
  deps: { outbound: Pick<OutboundMessages, 'enqueueInTransaction'>; events: DomainEvents },
  tx: Tx,
  target: { connection: ContactsConnection & Pick<ConnectionRow, 'name'>; number: string; name?: string },
  options: TicketOptions,
  render: (ticket: TicketRow) => ContactMessage | Promise<ContactMessage>,
): Promise<ContactTicketSend> {
  const { connection } = target;
  const { companyId } = connection;
  const found = await findOrCreateTicketOf(tx, connection, target.number, target.name);
  let ticket = options ? await ticketTakes(tx, found.ticket, options) : found.ticket;
  const queued = await deps.outbound.enqueueInTransaction(tx, companyId, {
    ticketId: ticket.id,
    ...(await render(ticket)),
  });
  const closes = options ? options.status === 'closed' : found.opened !== null;
  if (closes) ticket = await closeTicketNow(tx, ticket, undefined);
  const created = found.opened === 'created';
  const before = created ? null : changedFrom(found.before ?? visibleFieldsOf(found.ticket), visibleFieldsOf(ticket));
  const ticketId = ticket.id;
  return {
    ticket,
    messageId: queued.message.id,
    afterCommit: () => {
      // The ticket's events as the inbound path sends them, then the message's.
      if (created) deps.events.publish({ type: 'ticket.created', companyId, ticketId });
      queued.afterCommit();
      if (before) deps.events.publish({ type: 'ticket.updated', companyId, ticketId, before });
    },
  };
}

/** The user and queue (a user takes a pending ticket, as an accept), then the status asked for. */
async function ticketTakes(tx: Tx, ticket: TicketRow, options: NonNullable<TicketOptions>): Promise<TicketRow> {
  const pending = options.status === 'pending';
  const assigned = await assignTicket(tx, ticket, {
    userId: pending ? undefined : (options.userId ?? undefined),
    queueId: options.queueId ?? undefined,
  });
  if (!pending || assigned.status !== 'pending' || options.userId === null || assigned.userId === options.userId)
    return assigned;
  // A pending ticket keeps waiting for its attendant: named, not yet accepted.
  return updateTicketRow(tx, assigned.companyId, assigned.id, { userId: options.userId });
}

/** `before` when the visible fields changed (the ticket.updated event's), else null. */
export function changedFrom(before: VisibleTicketFields, after: VisibleTicketFields): VisibleTicketFields | null {
  const keys = Object.keys(after) as (keyof VisibleTicketFields)[];
  return keys.some((key) => after[key] !== before[key]) ? before : null;
}
