import { AppError, type MessageAnswer, type messageSendBody } from '@chatdesk/contracts';
import type { z } from 'zod';
import { assertServiceWindowOpen } from '../../../channels/meta/service-window';
import { bodyFieldError } from '../../../platform/errors/body-field-error';
import { outboundOf, quotedInConversation } from '../compose';
import { assertCanSend, visibleTicket } from '../conversation-access';
import { loadMessageAnswers } from '../message-answers';
import type { MessageCaller, MessagesDeps } from '../messages.deps';
import { findContactRow } from '../messages.repository';
import { outgoingTextComposer } from '../outgoing-text';
import { buildVCard } from '../vcard';
import { markReadInTransaction } from './mark-messages-read';

type SendBody = z.output<typeof messageSendBody>;

/**
 * POST /messages/{ticketId} (JSON): a text, a private note or a contact card (vCard) on an open
 * ticket. Empty text is refused (spec 1 §5); a quote must come from the same conversation. A text
 * gets its message variables filled and, when asked, the signature (outgoing-text.ts).
 */
export async function sendMessage(
  deps: MessagesDeps,
  caller: MessageCaller,
  ticketId: number,
  input: SendBody,
): Promise<MessageAnswer> {
  const { companyId, viewer } = caller;
  const outbound = outboundOf(deps);
  const prepared = await deps.db.tenant(companyId).transaction(async (tx) => {
    const ticket = await visibleTicket(tx, companyId, viewer, { id: ticketId });
    assertCanSend(ticket);
    // A private note never leaves the desk, so only what reaches the contact needs Meta's window.
    if (!input.isPrivate) await assertServiceWindowOpen(tx, { ...ticket, companyId });
    const quotedMsgId = await quotedInConversation(tx, companyId, ticket, input.quotedMsg?.id);
    const read = input.read ? await markReadInTransaction(tx, companyId, ticket.id) : null;
    if (input.vCard) {
      const contact = await findContactRow(tx, companyId, input.vCard);
      if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND');
      const body = buildVCard(contact);
      return { read, send: { body, mediaType: 'contactMessage', dataJson: { contactId: contact.id }, quotedMsgId } };
    }
    const text = input.body.trim();
    if (text.length === 0) throw bodyFieldError('body', 'Obrigatório');
    const composer = await outgoingTextComposer(tx, companyId, ticket.id, viewer.userId, input);
    return { read, send: { ...composer.compose(text), mediaType: 'conversation', quotedMsgId } };
  });
  prepared.read?.publish(deps);

  const message = await outbound.send(companyId, {
    ticketId,
    userId: viewer.userId,
    isPrivate: input.isPrivate ?? false,
    ...prepared.send,
  });
  const [answer] = await deps.db.tenant(companyId).transaction((tx) => loadMessageAnswers(tx, [message.id]));
  if (!answer) throw new AppError('ERR_CREATING_MESSAGE');
  return answer;
}
