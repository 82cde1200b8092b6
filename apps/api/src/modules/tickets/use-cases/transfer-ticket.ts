import { AppError } from '@chatdesk/contracts';
import { bodyFieldError } from '../../../platform/errors/body-field-error';
import { findUserRef } from '../ticket-references.repository';
import type { Transition } from '../ticket-transition';
import { chosenQueue } from './accept-ticket';
import { transferToNewTicket } from './transfer-to-new-ticket';

export interface TransferInput {
  queueId?: number | null | undefined;
  userId?: number | null | undefined;
  msgTransfer?: string | null | undefined;
  isTransfered?: boolean | undefined;
}

/**
 * Transfer (spec 1 §4) to a queue, optionally to a user there: with a user the ticket is open
 * (group for groups) and theirs, without one it waits (pending, unassigned). The attendant's
 * message (msgTransfer), else the company's transfer message when sendMsgTransfTicket is on,
 * goes to the contact. Logged as 'transfered' (by the caller, from the old queue) and
 * 'receivedTransfer' (the new user and queue). With the company's closeTicketOnTransfer, a move
 * from one queue to another closes this ticket and opens the contact a new one in the target
 * queue instead (transfer-to-new-ticket.ts).
 */
export async function transferTicket(t: Transition, input: TransferInput): Promise<void> {
  const { tx, caller, before } = t;
  if (before.status === 'closed') throw new AppError('ERR_INVALID_TICKET_STATUS');
  if (input.queueId === undefined || input.queueId === null) throw bodyFieldError('queueId', 'Selecione uma fila');
  const queueId = await chosenQueue(t, input.queueId);
  const targetUserId = input.userId ?? null;
  if (targetUserId !== null && !(await findUserRef(tx, caller.companyId, targetUserId))) {
    throw new AppError('ERR_NO_USER_FOUND');
  }
  const status = targetUserId === null ? 'pending' : before.isGroup ? 'group' : 'open';
  const settings = await t.settings();
  const message = input.msgTransfer?.trim()
    ? input.msgTransfer
    : settings.sendMsgTransfTicket === 'enabled'
      ? settings.transferMessage
      : '';
  if (settings.closeTicketOnTransfer === 'enabled' && before.queueId !== null && queueId !== before.queueId) {
    const opened = await transferToNewTicket(t, { queueId, userId: targetUserId, status });
    if (message.trim()) await t.send(message, caller.viewer.userId, opened);
    return;
  }
  await t.update({ status, userId: targetUserId, queueId, isTransfered: input.isTransfered ?? true });
  await t.log('transfered', { userId: caller.viewer.userId, queueId: before.queueId });
  await t.log('receivedTransfer', { userId: targetUserId, queueId });
  await t.stamp(targetUserId === null ? ['queuedAt'] : ['startedAt'], { userId: targetUserId, queueId });
  if (message.trim()) await t.send(message, caller.viewer.userId);
}
