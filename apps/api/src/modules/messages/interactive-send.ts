import { AppError, type MessageAnswer } from '@chatdesk/contracts';
import { assertServiceWindowOpen } from '../../channels/meta/service-window';
import { outboundOf } from './compose';
import { assertCanSend, visibleTicket } from './conversation-access';
import { loadMessageAnswers } from './message-answers';
import type { MessageCaller, MessagesDeps } from './messages.deps';

export interface InteractiveMessage {
  body: string;
  mediaType: string;
  dataJson: unknown;
  /** A stored header image (file name), when the message has one. */
  mediaUrl?: string;
}

/**
 * The common path of the interactive routes: an open, visible ticket whose Meta window (if any) is
 * open, then the outbound sender.
 */
export async function sendInteractive(
  deps: MessagesDeps,
  caller: MessageCaller,
  ticketId: number,
  build: () => Promise<InteractiveMessage> | InteractiveMessage,
): Promise<MessageAnswer> {
  const { companyId, viewer } = caller;
  const outbound = outboundOf(deps);
  await deps.db.tenant(companyId).transaction(async (tx) => {
    const ticket = await visibleTicket(tx, companyId, viewer, { id: ticketId });
    assertCanSend(ticket);
    await assertServiceWindowOpen(tx, { ...ticket, companyId });
  });
  const message = await outbound.send(companyId, { ticketId, userId: viewer.userId, ...(await build()) });
  const [answer] = await deps.db.tenant(companyId).transaction((tx) => loadMessageAnswers(tx, [message.id]));
  if (!answer) throw new AppError('ERR_CREATING_MESSAGE');
  return answer;
}
