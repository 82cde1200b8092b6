import { AppError, type TicketAnswer } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import type { NumberView } from '../contacts/contact-answer';
import { nameAsSeen } from '../contacts/contact-answer';
import { findTicketViews, type TicketView } from './tickets.repository';

const asStored: NumberView = (number) => number;

function toTicketAnswer(view: TicketView, numberView: NumberView): TicketAnswer {
  const { ticket, contact } = view;
  return {
    id: ticket.id,
    uuid: ticket.uuid,
    status: ticket.status,
    queueId: ticket.queueId,
    queue: view.queue,
    userId: ticket.userId,
    user: view.user,
    contactId: ticket.contactId,
    contact: {
      id: contact.id,
      name: nameAsSeen(contact.name, contact.number, contact.isGroup, numberView),
      number: numberView(contact.number, contact.isGroup),
      email: contact.email,
      urlPicture: contact.urlPicture,
      channel: contact.channel,
      isGroup: contact.isGroup,
      disableBot: contact.disableBot,
      active: contact.active,
      acceptAudioMessage: contact.acceptAudioMessage,
      tags: view.contactTags,
    },
    whatsappId: ticket.whatsappId,
    whatsapp: view.whatsapp,
    channel: ticket.channel,
    isGroup: ticket.isGroup,
    isBot: ticket.isBot,
    useIntegration: ticket.useIntegration,
    lastMessage: ticket.lastMessage,
    unreadMessages: ticket.unreadMessages,
    lastInboundAt: ticket.lastInboundAt?.toISOString() ?? null,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    tags: view.ticketTags,
    userRating: view.rate === null ? null : { rate: view.rate },
  };
}

/**
 * The answers of `ticketIds`, in that order (missing ids are skipped): one query whatever the page
 * size (the joined rows carry their tags and latest rating), never one per row.
 */
export async function loadTicketAnswers(
  tx: Tx,
  companyId: number,
  ticketIds: readonly number[],
  numberView: NumberView = asStored,
): Promise<TicketAnswer[]> {
  const views = await findTicketViews(tx, companyId, ticketIds);
  const byId = new Map(views.map((view) => [view.ticket.id, view]));
  return ticketIds.flatMap((id) => {
    const view = byId.get(id);
    return view ? [toTicketAnswer(view, numberView)] : [];
  });
}

/** One ticket's answer, or ERR_NO_TICKET_FOUND. */
export async function loadTicketAnswer(
  tx: Tx,
  companyId: number,
  ticketId: number,
  numberView?: NumberView,
): Promise<TicketAnswer> {
  const [answer] = await loadTicketAnswers(tx, companyId, [ticketId], numberView);
  if (!answer) throw new AppError('ERR_NO_TICKET_FOUND');
  return answer;
}
