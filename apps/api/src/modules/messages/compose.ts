import { AppError } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import { readCompanySettings } from '../companies/company-settings.repository';
import type { MessagesDeps, MessagesOutbound } from './messages.deps';
import { type ConversationTicket, findMessage, findTicket, findUserName } from './messages.repository';

/** The sender, or 503 when this process runs without one (it is wired at start-up). */
export function outboundOf(deps: MessagesDeps): MessagesOutbound {
  const outbound = deps.outbound();
  if (!outbound) throw new AppError('ERR_SERVICE_UNAVAILABLE');
  return outbound;
}

/**
 * Spec 1 §5: a signature '*{userName}:*' heads the text when the sender asks for it and the company
 * allows signing (sendSignMessage); otherwise the text goes as typed.
 */
export async function signedBody(
  tx: Tx,
  companyId: number,
  userId: number,
  body: string,
  signMessage: boolean | undefined,
): Promise<string> {
  if (!signMessage) return body;
  const settings = await readCompanySettings(tx, companyId);
  if (settings.sendSignMessage !== 'enabled') return body;
  const name = await findUserName(tx, companyId, userId);
  return name ? `*${name}:*\n${body}` : body;
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
