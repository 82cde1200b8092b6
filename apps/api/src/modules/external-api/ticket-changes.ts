import { AppError } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import { insertTicketLogs, stampTracking } from '../tickets/ticket-history.repository';
import { findQueueRef, findUserRef } from '../tickets/ticket-references.repository';
import { type TicketPatch, type TicketRow, updateTicketRow } from '../tickets/tickets.repository';

export interface Assignment {
  userId?: number | undefined;
  queueId?: number | undefined;
}

/**
 * The user and queue a request names must be the connection's company's: foreign keys ignore
 * row-level security, so another company's id is refused here (404, as for any foreign id).
 */
export async function checkAssignment(tx: Tx, companyId: number, input: Assignment & { sendSignature: boolean }) {
  const user = input.userId === undefined ? null : await findUserRef(tx, companyId, input.userId);
  if (input.userId !== undefined && !user) throw new AppError('ERR_NO_USER_FOUND');
  if (input.queueId !== undefined && !(await findQueueRef(tx, companyId, input.queueId))) {
    throw new AppError('ERR_NO_QUEUE_FOUND');
  }
  if (input.sendSignature && !user) throw bodyFieldError('sendSignature', 'Informe o userId para assinar a mensagem');
  return { userName: user?.name ?? null };
}

/**
 * Assigns the ticket as the request asks: a user takes a pending ticket (status open, logged
 * 'open' as an accept is) or takes over an open one ('transfered'); a queue alone moves it.
 */
export async function assignTicket(tx: Tx, ticket: TicketRow, input: Assignment): Promise<TicketRow> {
  const patch: TicketPatch = {};
  if (input.queueId !== undefined && input.queueId !== ticket.queueId) patch.queueId = input.queueId;
  if (input.userId !== undefined && input.userId !== ticket.userId) patch.userId = input.userId;
  const accepts = input.userId !== undefined && ticket.status === 'pending';
  if (accepts) patch.status = 'open';
  if (Object.keys(patch).length === 0) return ticket;
  const updated = await updateTicketRow(tx, ticket.companyId, ticket.id, patch);
  const who = { userId: updated.userId, queueId: updated.queueId };
  await insertTicketLogs(tx, [
    { companyId: ticket.companyId, ticketId: ticket.id, type: accepts ? 'open' : 'transfered', ...who },
  ]);
  await stampTracking(tx, updated, accepts ? ['startedAt'] : [], who);
  return updated;
}

/**
 * closeTicket (spec 3 §7): closed right after the message is queued, without farewell or rating
 * (an integration closing its own notice is not an attendance to rate). The send job still
 * delivers the queued message: it does not look at the ticket's status.
 */
export async function closeTicketNow(tx: Tx, ticket: TicketRow, userId: number | undefined): Promise<TicketRow> {
  if (ticket.status === 'closed') return ticket;
  const closerId = userId ?? ticket.userId;
  const closed = await updateTicketRow(tx, ticket.companyId, ticket.id, {
    status: 'closed',
    userId: closerId,
    unreadMessages: 0,
    amountUsedBotQueues: 0,
  });
  const who = { userId: closerId, queueId: closed.queueId };
  await insertTicketLogs(tx, [{ companyId: ticket.companyId, ticketId: ticket.id, type: 'closed', ...who }]);
  await stampTracking(tx, closed, ['closedAt'], who);
  return closed;
}
