import { AppError } from '@chatdesk/contracts';
import { enterRatingStep } from '../../../automation/care/care.repository';
import { countContactTags, findConnection, findUserRef } from '../ticket-references.repository';
import type { Transition } from '../ticket-transition';

export interface CloseInput {
  sendFarewellMessage?: boolean | undefined;
  amountUsedBotQueues?: number | undefined;
}

/**
 * Close / resolve (spec 1 §4) an open, group or nps ticket as the caller. With requiredTag on,
 * the contact must carry a tag. With the company's userRating on and the connection's rating
 * message set, a non-group ticket closed with its farewell first goes to 'nps': the rating
 * message is sent and the NPS automation closes it when the contact answers or the wait
 * expires (docs/decisions.md). Otherwise it closes now, with the user's farewell (else the
 * connection's completion message) when asked.
 */
export async function closeTicket(t: Transition, input: CloseInput): Promise<void> {
  const { tx, caller, before } = t;
  if (!['open', 'group', 'nps'].includes(before.status)) throw new AppError('ERR_INVALID_TICKET_STATUS');
  const settings = await t.settings();
  if (settings.requiredTag === 'enabled' && (await countContactTags(tx, caller.companyId, before.contactId)) === 0) {
    throw new AppError('ERR_TICKET_TAG_REQUIRED');
  }
  const userId = caller.viewer.userId;
  const connection = await findConnection(tx, caller.companyId, before.whatsappId);
  const farewell = input.sendFarewellMessage !== false;
  const asksRating =
    farewell &&
    settings.userRating === 'enabled' &&
    !before.isGroup &&
    before.status !== 'nps' &&
    !!connection?.ratingMessage.trim();
  if (asksRating && connection) {
    await t.update({ status: 'nps', userId });
    await enterRatingStep(tx, caller.companyId, before.id);
    await t.send(connection.ratingMessage, userId);
    return;
  }
  await finishClose(t, { amountUsedBotQueues: input.amountUsedBotQueues ?? 0, userId });
  if (!farewell || before.isGroup) return;
  await sendFarewell(t, userId, connection?.complationMessage ?? '');
}

/** The closer's farewellMessage, else the connection's complationMessage, to the contact. */
export async function sendFarewell(t: Transition, userId: number, complationMessage: string): Promise<void> {
  const user = await findUserRef(t.tx, t.caller.companyId, userId);
  await t.send(user?.farewellMessage?.trim() ? user.farewellMessage : complationMessage, userId);
}

/** The writes a close makes, by an attendant's transition or by the automation (userId null). */
export type ClosingWrites = Pick<Transition, 'update' | 'log' | 'stamp'>;

/**
 * The writes of every close: status, the ticket's user, the log entry, the attendance's end.
 * The log's actor is `userId` unless `actorId` says otherwise (the automation closes a rated
 * ticket as the system, keeping the attendant the rating belongs to).
 */
export async function finishClose(
  t: ClosingWrites,
  input: { amountUsedBotQueues: number; userId: number | null; actorId?: number | null },
): Promise<void> {
  const { userId } = input;
  await t.update({ status: 'closed', userId, unreadMessages: 0, amountUsedBotQueues: input.amountUsedBotQueues });
  await t.log('closed', { userId: input.actorId === undefined ? userId : input.actorId });
  await t.stamp(['closedAt'], { userId });
}
