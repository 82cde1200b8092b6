import { AppError, type MessageAnswer, type MetaTemplateBody, type TicketViewer } from '@chatdesk/contracts';
import { assertCanSend, visibleTicket } from '../../modules/messages/conversation-access';
import { loadMessageAnswers } from '../../modules/messages/message-answers';
import type { Database } from '../../platform/db/database';
import type { OutboundMessages } from '../outbound/outbound-messages';

export interface SendTemplateDeps {
  db: Database;
  outbound: () => OutboundMessages;
}

/**
 * POST /api/whatsapp-cloud/{connectionId}/template/{ticketId}: a Cloud API message template on an
 * open ticket of that connection. It takes the normal outbound path (row first, durable send job);
 * dataJson.template is what the driver sends, and what lets it pass outside the 24-hour window.
 */
export async function sendTemplate(
  deps: SendTemplateDeps,
  caller: { companyId: number; viewer: TicketViewer },
  target: { connectionId: number; ticketId: number },
  input: MetaTemplateBody,
): Promise<MessageAnswer> {
  const { companyId, viewer } = caller;
  await deps.db.tenant(companyId).transaction(async (tx) => {
    const ticket = await visibleTicket(tx, companyId, viewer, { id: target.ticketId });
    if (ticket.whatsappId !== target.connectionId) throw new AppError('ERR_NO_TICKET_FOUND');
    if (ticket.channel !== 'whatsappapi') throw new AppError('ERR_NOT_META_CONNECTION');
    assertCanSend(ticket);
  });
  const template = { name: input.name, language: input.language, components: input.components ?? [] };
  const message = await deps.outbound().send(companyId, {
    ticketId: target.ticketId,
    userId: viewer.userId,
    body: `[TEMPLATE] ${input.name}`,
    mediaType: 'conversation',
    dataJson: { template },
  });
  const [answer] = await deps.db.tenant(companyId).transaction((tx) => loadMessageAnswers(tx, [message.id]));
  if (!answer) throw new AppError('ERR_CREATING_MESSAGE');
  return answer;
}
