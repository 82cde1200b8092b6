import { AppError, type MessageAnswer } from '@chatdesk/contracts';
import { refreshLastMessage } from '../../../channels/pipeline/last-message';
import { visibleTicket } from '../conversation-access';
import { loadMessageAnswers } from '../message-answers';
import type { MessageCaller, MessagesDeps } from '../messages.deps';
import { findMessage, updateMessage } from '../messages.repository';
import { driverOf, sentTargetOf } from '../sent-target';

/**
 * DELETE /messages/{id}: only the attendant who sent it. The message is revoked on the channel when the
 * driver can (a refusal answers ERR_DELETE_WAPP_MSG and changes nothing), then marked deleted; the row
 * stays so the conversation shows 'Essa mensagem foi apagada', hence 'message.updated'.
 */
export async function deleteMessage(
  deps: MessagesDeps,
  caller: MessageCaller,
  messageId: number,
): Promise<MessageAnswer> {
  const { companyId, viewer } = caller;
  const db = deps.db.tenant(companyId);
  const { message, sent } = await db.transaction(async (tx) => {
    const message = await findMessage(tx, companyId, messageId);
    if (!message) throw new AppError('ERR_NOT_FOUND');
    await visibleTicket(tx, companyId, viewer, { id: message.ticketId });
    if (message.userId !== viewer.userId) throw new AppError('ERR_NO_PERMISSION');
    return { message, sent: message.isDeleted ? null : await sentTargetOf(tx, companyId, message) };
  });

  const driver = sent && driverOf(deps, sent.connection);
  if (sent && driver?.delete) {
    await driver.delete(sent.connection, sent.target).catch((error: unknown) => {
      throw new AppError('ERR_DELETE_WAPP_MSG', { cause: error });
    });
  }
  const { answer, ticketChanged } = await db.transaction(async (tx) => {
    let ticketChanged = false;
    if (!message.isDeleted) {
      await updateMessage(tx, companyId, message.id, { isDeleted: true });
      ticketChanged = await refreshLastMessage(tx, companyId, { ...message, isDeleted: true });
    }
    const [answer] = await loadMessageAnswers(tx, [message.id]);
    return { answer, ticketChanged };
  });
  if (!answer) throw new AppError('ERR_NOT_FOUND');
  const { ticketId } = message;
  if (!message.isDeleted) deps.events.publish({ type: 'message.updated', companyId, messageId: message.id, ticketId });
  if (ticketChanged) deps.events.publish({ type: 'ticket.updated', companyId, ticketId });
  return answer;
}
