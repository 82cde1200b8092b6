import { AppError, canIgnorePendingTicket } from '@chatdesk/contracts';
import type { Transition } from '../ticket-transition';
import { finishClose } from './close-ticket';

/**
 * Ignore (spec 1 §4): a pending or lgpd ticket is closed without a farewell and with the bot
 * counter reset; allowed to admins and users with userClosePendingTicket. Nothing was attended,
 * so requiredTag and ratings do not apply.
 */
export async function ignoreTicket(t: Transition): Promise<void> {
  if (t.before.status !== 'pending' && t.before.status !== 'lgpd') throw new AppError('ERR_INVALID_TICKET_STATUS');
  if (!canIgnorePendingTicket(t.caller.viewer.subject)) throw new AppError('ERR_NO_PERMISSION');
  await finishClose(t, { amountUsedBotQueues: 0, userId: t.caller.viewer.userId });
}
