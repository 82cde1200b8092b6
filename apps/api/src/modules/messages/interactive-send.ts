import { AppError, type MessageAnswer } from '@chatdesk/contracts';
import { assertServiceWindowOpen } from '../../channels/meta/service-window';
import { outboundOf } from './compose';
import { assertCanSend, visibleTicket } from './conversation-access';
import { loadMessageAnswers } from './message-answers';
import type { MessageCaller, MessagesDeps } from './messages.deps';
import { outgoingTextComposer } from './outgoing-text';

export interface InteractiveMessage {
  body: string;
  mediaType: string;
  dataJson: unknown;
  /** A stored header image (file name), when the message has one. */
  mediaUrl?: string;
}

/** Spec 1 §4 message variables filled in one of the message's free texts. */
export type FillVariables = (text: string) => string;

/**
 * The common path of the interactive routes: an open, visible ticket whose Meta window (if any) is
 * open, then the outbound sender. `build` gets the ticket's variable filler for the texts the
 * contact reads (titles, descriptions, labels, copy codes); addresses (URL, phone) and keys stay as typed.
 */
export async function sendInteractive(
  deps: MessagesDeps,
  caller: MessageCaller,
  ticketId: number,
  build: (fill: FillVariables) => Promise<InteractiveMessage> | InteractiveMessage,
): Promise<MessageAnswer> {
  const { companyId, viewer } = caller;
  const outbound = outboundOf(deps);
  const composer = await deps.db.tenant(companyId).transaction(async (tx) => {
    const ticket = await visibleTicket(tx, companyId, viewer, { id: ticketId });
    assertCanSend(ticket);
    await assertServiceWindowOpen(tx, { ...ticket, companyId });
    return outgoingTextComposer(tx, companyId, ticket.id, viewer.userId);
  });
  const message = await outbound.send(companyId, { ticketId, userId: viewer.userId, ...(await build(composer.fill)) });
  const [answer] = await deps.db.tenant(companyId).transaction((tx) => loadMessageAnswers(tx, [message.id]));
  if (!answer) throw new AppError('ERR_CREATING_MESSAGE');
  return answer;
}
