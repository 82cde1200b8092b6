import { insertTicketLogs, openTracking } from '../ticket-history.repository';
import type { Transition } from '../ticket-transition';
import { insertTicket, type TicketRow } from '../tickets.repository';
import { finishClose } from './close-ticket';

export interface TransferTarget {
  queueId: number | null;
  userId: number | null;
  status: TicketRow['status'];
}

/**
 * A transfer to another queue under the company's closeTicketOnTransfer: the attendance in the
 * old queue ends (the ticket is logged 'transfered' and closed, keeping its user) and the contact
 * gets a new ticket in the target queue, 'receivedTransfer', waiting or the target user's, which
 * is the action's answer. Each queue's attendance is then its own ticket, with its own times and
 * rating. Answers the new ticket, where the transfer message goes.
 */
export async function transferToNewTicket(t: Transition, target: TransferTarget): Promise<TicketRow> {
  const { tx, caller, before } = t;
  const { companyId } = caller;
  await t.log('transfered', { userId: caller.viewer.userId, queueId: before.queueId });
  await finishClose(t, { amountUsedBotQueues: 0, userId: before.userId, actorId: caller.viewer.userId });
  // The old ticket is closed first: one active ticket per contact and connection.
  const opened = await insertTicket(tx, {
    companyId,
    contactId: before.contactId,
    whatsappId: before.whatsappId,
    channel: before.channel,
    isGroup: before.isGroup,
    status: target.status,
    queueId: target.queueId,
    userId: target.userId,
    isTransfered: true,
    lastMessage: before.lastMessage,
  });
  await insertTicketLogs(tx, [
    { companyId, ticketId: opened.id, type: 'receivedTransfer', userId: target.userId, queueId: target.queueId },
  ]);
  const now = new Date();
  await openTracking(tx, {
    companyId,
    ticketId: opened.id,
    whatsappId: opened.whatsappId,
    userId: target.userId,
    queueId: target.queueId,
    queuedAt: now,
    ...(target.userId === null ? {} : { startedAt: now }),
  });
  t.opened(opened.id);
  t.answerInstead(opened.id);
  return opened;
}
