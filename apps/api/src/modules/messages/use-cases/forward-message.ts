import {
  AppError,
  canSeeTicket,
  type MessageAnswer,
  type OtherOpenTicketDetails,
  unsignedText,
  withoutSignature,
} from '@chatdesk/contracts';
import { assertServiceWindowOpen } from '../../../channels/meta/service-window';
import { createTicket } from '../../tickets/use-cases/create-ticket';
import { outboundOf } from '../compose';
import { visibleTicket } from '../conversation-access';
import { loadMessageAnswers } from '../message-answers';
import type { MessageCaller, MessagesDeps } from '../messages.deps';
import { findMessage, findTicket } from '../messages.repository';
import { plainTextTypes, signerOf, withSignature } from '../outgoing-text';

/**
 * POST /message/forward: a copy of one message (its stored file reused) to another contact, on the
 * contact's ticket. A new open ticket is created for the caller (tickets' own create: the caller's
 * connection, else the default); an active ticket that is open and visible to the caller is reused;
 * one held by someone else or still pending answers ERR_OTHER_OPEN_TICKET with its data, as a create would.
 * A forward is free-form: on a Meta channel the contact's 24-hour window must be open (checked on the
 * target ticket before the message row is written; a ticket created for it stays, as a create would).
 * The copy is the text as it was written: message variables are not filled again, and the original's
 * signature is left out (it named who answered the other conversation); the forwarder's own signature
 * heads a forwarded text when asked for.
 */
export async function forwardMessage(
  deps: MessagesDeps,
  caller: MessageCaller,
  input: { messageId: number; contactId: number; signMessage?: boolean },
): Promise<MessageAnswer> {
  const { companyId, viewer } = caller;
  const outbound = outboundOf(deps);
  const original = await deps.db.tenant(companyId).transaction(async (tx) => {
    const message = await findMessage(tx, companyId, input.messageId);
    if (!message) throw new AppError('ERR_NOT_FOUND');
    await visibleTicket(tx, companyId, viewer, { id: message.ticketId });
    if (message.isDeleted) throw new AppError('ERR_NOT_FOUND');
    return message;
  });

  const targetTicketId = await ticketForContact(deps, caller, input.contactId);
  const copy = await deps.db.tenant(companyId).transaction(async (tx) => {
    const target = await findTicket(tx, companyId, { id: targetTicketId });
    if (!target) throw new AppError('ERR_NO_TICKET_FOUND');
    await assertServiceWindowOpen(tx, { ...target, companyId });
    const text = unsignedText(original.body, original.dataJson);
    const data = withoutSignature(original.dataJson);
    // A structured body ('[PIX]…', lists) or a file name would break with a signature line ahead of it.
    if (!plainTextTypes.has(original.mediaType)) return { body: text, dataJson: data };
    return withSignature(text, await signerOf(tx, companyId, viewer.userId, input.signMessage), data);
  });
  const message = await outbound.send(companyId, {
    ticketId: targetTicketId,
    userId: viewer.userId,
    body: copy.body,
    mediaType: original.mediaType,
    mediaUrl: original.mediaUrl ?? undefined,
    dataJson: copy.dataJson ?? undefined,
    isForwarded: true,
  });
  const [answer] = await deps.db.tenant(companyId).transaction((tx) => loadMessageAnswers(tx, [message.id]));
  if (!answer) throw new AppError('ERR_CREATING_MESSAGE');
  return answer;
}

async function ticketForContact(deps: MessagesDeps, caller: MessageCaller, contactId: number): Promise<number> {
  const ticketsDeps = { db: deps.db, events: deps.events, outbound: () => outboundOf(deps) };
  try {
    return (await createTicket(ticketsDeps, caller, { contactId, status: 'open' })).id;
  } catch (error) {
    const other = error instanceof AppError && error.code === 'ERR_OTHER_OPEN_TICKET' ? error.details : null;
    if (!other) throw error;
    const { id } = other as OtherOpenTicketDetails;
    const ticket = await deps.db.tenant(caller.companyId).transaction((tx) => findTicket(tx, caller.companyId, { id }));
    const usable =
      ticket && (ticket.status === 'open' || ticket.status === 'group') && canSeeTicket(caller.viewer, ticket);
    if (!usable) throw error;
    return ticket.id;
  }
}
