import { AppError, type MessageAnswer, messageEditWindowMs, signatureOf, unsignedText } from '@chatdesk/contracts';
import { refreshLastMessage } from '../../../channels/pipeline/last-message';
import { bodyFieldError } from '../../../platform/errors/body-field-error';
import { visibleTicket } from '../conversation-access';
import { loadMessageAnswers } from '../message-answers';
import type { MessageCaller, MessagesDeps } from '../messages.deps';
import { findMessage, updateMessage } from '../messages.repository';
import { outgoingTextComposer, plainTextTypes, withSignature } from '../outgoing-text';
import { driverOf, sentTargetOf } from '../sent-target';

/**
 * POST /messages/edit/{id} (spec 1 §4): the caller's own text, not deleted, within 15 minutes of
 * sending. The channel is edited first (when its driver can), then the row, so a refused edit on the
 * phone does not leave the panel showing a text the contact never got. The new text gets its message
 * variables filled, and a signed message keeps its signature: the signature line is put back (once,
 * also when the client sent the old body with it) with the name the message was signed with.
 */
export async function editMessage(
  deps: MessagesDeps,
  caller: MessageCaller,
  messageId: number,
  typed: string,
): Promise<MessageAnswer> {
  const { companyId, viewer } = caller;
  const db = deps.db.tenant(companyId);
  const { message, sent, body } = await db.transaction(async (tx) => {
    const message = await findMessage(tx, companyId, messageId);
    if (!message) throw new AppError('ERR_NOT_FOUND');
    await visibleTicket(tx, companyId, viewer, { id: message.ticketId });
    if (!message.fromMe || message.userId !== viewer.userId || message.isDeleted) {
      throw new AppError('ERR_NO_PERMISSION');
    }
    if (!plainTextTypes.has(message.mediaType)) throw new AppError('ERR_NO_PERMISSION');
    if (Date.now() - message.createdAt.getTime() > messageEditWindowMs) throw new AppError('ERR_MESSAGE_EDIT_EXPIRED');
    const { isPrivate } = message;
    const composer = await outgoingTextComposer(tx, companyId, message.ticketId, viewer.userId, { isPrivate });
    const text = composer.fill(unsignedText(typed, message.dataJson)).trim();
    if (!text) throw bodyFieldError('body', 'Obrigatório');
    const { body } = withSignature(text, signatureOf(message.dataJson));
    return { message, sent: await sentTargetOf(tx, companyId, message), body };
  });

  const driver = sent && driverOf(deps, sent.connection);
  if (sent && driver?.edit) {
    await driver.edit(sent.connection, sent.target, body).catch((error: unknown) => {
      throw new AppError('ERR_SENDING_WAPP_MSG', { cause: error });
    });
  }
  const { answer, ticketChanged } = await db.transaction(async (tx) => {
    await updateMessage(tx, companyId, message.id, { body, isEdited: true });
    const ticketChanged = await refreshLastMessage(tx, companyId, { ...message, body });
    const [answer] = await loadMessageAnswers(tx, [message.id]);
    return { answer, ticketChanged };
  });
  if (!answer) throw new AppError('ERR_NOT_FOUND');
  const { ticketId } = message;
  deps.events.publish({ type: 'message.updated', companyId, messageId: message.id, ticketId });
  if (ticketChanged) deps.events.publish({ type: 'ticket.updated', companyId, ticketId });
  return answer;
}
