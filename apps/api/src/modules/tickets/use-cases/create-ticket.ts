import { AppError, type OtherOpenTicketDetails, type TicketAnswer, type TicketCreate } from '@chatdesk/contracts';
import type { Tx } from '../../../platform/db/database';
import { uniqueViolationOf } from '../../../platform/db/database-errors';
import { numberView } from '../../contacts/contact-answer';
import { findContact } from '../../contacts/contacts.repository';
import { loadTicketAnswer } from '../ticket-answer';
import { insertTicketLogs, openTracking } from '../ticket-history.repository';
import { findConnection, findDefaultConnection, findQueueRef, findUserRef } from '../ticket-references.repository';
import type { TicketCaller, TicketsDeps } from '../tickets.deps';
import { findActiveTicketOf, insertTicket, type TicketRow } from '../tickets.repository';

/**
 * POST /tickets (spec 1 §4 "Create"): an open ticket for the contact, on the chosen connection
 * (else the caller's own, else the company's default), assigned to the caller unless another
 * user is named. One active ticket per contact and connection is a unique index: the contact's
 * active ticket, found first or met in a race, answers ERR_OTHER_OPEN_TICKET with its data.
 */
export async function createTicket(
  deps: TicketsDeps,
  caller: TicketCaller,
  input: TicketCreate,
): Promise<TicketAnswer> {
  const { companyId } = caller;
  let created: TicketAnswer;
  try {
    created = await deps.db.tenant(companyId).transaction(async (tx) => {
      const contact = await findContact(tx, companyId, input.contactId);
      if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND');
      const queueId = input.queueId ?? null;
      if (queueId !== null && !(await findQueueRef(tx, companyId, queueId))) throw new AppError('ERR_NO_QUEUE_FOUND');
      const userId = input.userId ?? caller.viewer.userId;
      if (!(await findUserRef(tx, companyId, userId))) throw new AppError('ERR_NO_USER_FOUND');
      const connection = await connectionFor(tx, caller, input.whatsappId ?? null);
      const other = await findActiveTicketOf(tx, companyId, connection.id, contact.id);
      if (other) throw await otherOpenTicket(tx, other);
      const ticket = await insertTicket(tx, {
        companyId,
        contactId: contact.id,
        whatsappId: connection.id,
        queueId,
        userId,
        channel: connection.channel,
        isGroup: contact.isGroup,
        status: contact.isGroup ? 'group' : 'open',
      });
      await insertTicketLogs(tx, [{ companyId, ticketId: ticket.id, type: 'create', userId, queueId }]);
      const now = new Date();
      await openTracking(tx, {
        companyId,
        ticketId: ticket.id,
        whatsappId: connection.id,
        userId,
        queueId,
        queuedAt: now,
        startedAt: now,
      });
      return loadTicketAnswer(tx, companyId, ticket.id, numberView(caller.viewer.hidesNumbers));
    });
  } catch (error) {
    if (uniqueViolationOf(error) !== 'tickets_one_active_per_contact') throw error;
    // Lost a race to another writer (an inbound message, say): report the winner.
    throw await deps.db.tenant(companyId).transaction(async (tx) => {
      const connection = await connectionFor(tx, caller, input.whatsappId ?? null);
      const other = await findActiveTicketOf(tx, companyId, connection.id, input.contactId);
      return other ? otherOpenTicket(tx, other) : new AppError('ERR_OTHER_OPEN_TICKET');
    });
  }
  deps.events.publish({ type: 'ticket.created', companyId, ticketId: created.id });
  return created;
}

async function connectionFor(tx: Tx, caller: TicketCaller, whatsappId: number | null) {
  const { companyId } = caller;
  if (whatsappId !== null) {
    const chosen = await findConnection(tx, companyId, whatsappId);
    if (!chosen) throw new AppError('ERR_NO_WAPP_FOUND');
    return chosen;
  }
  const own = (await findUserRef(tx, companyId, caller.viewer.userId))?.whatsappId;
  const usersConnection = own ? await findConnection(tx, companyId, own) : null;
  const connection = usersConnection ?? (await findDefaultConnection(tx, companyId));
  if (!connection) throw new AppError('ERR_NO_DEF_WAPP_FOUND');
  return connection;
}

async function otherOpenTicket(tx: Tx, other: TicketRow): Promise<AppError> {
  const user = other.userId === null ? null : await findUserRef(tx, other.companyId, other.userId);
  const queue = other.queueId === null ? null : await findQueueRef(tx, other.companyId, other.queueId);
  const details: OtherOpenTicketDetails = {
    id: other.id,
    uuid: other.uuid,
    status: other.status,
    userId: other.userId,
    user: user ? { name: user.name } : null,
    queue: queue ? { name: queue.name } : null,
  };
  return new AppError('ERR_OTHER_OPEN_TICKET', { details });
}
