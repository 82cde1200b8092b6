import { AppError, canIgnorePendingTicket } from '@chatdesk/contracts';
import { findConnection } from '../ticket-references.repository';
import type { Transition } from '../ticket-transition';
import { type CloseInput, finishClose, sendFarewell } from './close-ticket';

/**
 * Ignore (spec 1 §4): a pending or lgpd ticket is closed with the bot counter reset; allowed to
 * admins and users with userClosePendingTicket. Nothing was attended, so requiredTag and ratings
 * do not apply, and no farewell is sent, except for a pending (waiting) ticket closed with its
 * farewell when the company's sendFarewellWaitingTicket is on: the closer's farewellMessage,
 * else the connection's complationMessage.
 */
export async function ignoreTicket(t: Transition, input: Pick<CloseInput, 'sendFarewellMessage'> = {}): Promise<void> {
  const { tx, caller, before } = t;
  if (before.status !== 'pending' && before.status !== 'lgpd') throw new AppError('ERR_INVALID_TICKET_STATUS');
  if (!canIgnorePendingTicket(caller.viewer.subject)) throw new AppError('ERR_NO_PERMISSION');
  const userId = caller.viewer.userId;
  await finishClose(t, { amountUsedBotQueues: 0, userId });
  const farewell =
    before.status === 'pending' &&
    input.sendFarewellMessage !== false &&
    (await t.settings()).sendFarewellWaitingTicket === 'enabled';
  if (!farewell || before.isGroup) return;
  const connection = await findConnection(tx, caller.companyId, before.whatsappId);
  await sendFarewell(t, userId, connection?.complationMessage ?? '');
}
