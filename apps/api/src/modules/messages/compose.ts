import { AppError } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import type { MessagesDeps, MessagesOutbound } from './messages.deps';
import { type ConversationTicket, findMessage, findTicket } from './messages.repository';

/** The sender, or 503 when this process runs without one (it is wired at start-up). */
export function outboundOf(deps: MessagesDeps): MessagesOutbound {
  const outbound = deps.outbound();
  if (!outbound) throw new AppError('ERR_SERVICE_UNAVAILABLE');
  return outbound;
}

/** A quoted message must belong to the same conversation: a ticket of the same contact. */
export async function quotedInConversation(
  tx: Tx,
  companyId: number,
  ticket: ConversationTicket,
  quotedId: number | null | undefined,
): Promise<number | undefined> {
  if (!quotedId) return undefined;
  const quoted = await findMessage(tx, companyId, quotedId);
  const quotedTicket = quoted && (await findTicket(tx, companyId, { id: quoted.ticketId }));
  if (!quotedTicket || quotedTicket.contactId !== ticket.contactId) {
    throw bodyFieldError('quotedMsg', 'Mensagem não encontrada');
  }
  return quotedId;
}
