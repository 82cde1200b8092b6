import { AppError, type TicketAnswer } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import type { NumberView } from '../contacts/contact-answer';
import { nameAsSeen } from '../contacts/contact-answer';
import { findTagsOfContacts } from '../tags/tags.repository';
import { findLatestRatings, findTagsOfTickets, findTicketViews, type TicketView } from './tickets.repository';

const asStored: NumberView = (number) => number;

function toTicketAnswer(
  view: TicketView,
  related: { contactTags: TicketAnswer['tags']; ticketTags: TicketAnswer['tags']; rate: number | undefined },
  numberView: NumberView,
): TicketAnswer {
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
      tags: related.contactTags,
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
    tags: related.ticketTags,
    userRating: related.rate === undefined ? null : { rate: related.rate },
  };
}

/**
 * The answers of `ticketIds`, in that order (missing ids are skipped): four queries whatever the
 * page size — the joined rows, contact tags, ticket tags, ratings — never one per row.
 */
export async function loadTicketAnswers(
  tx: Tx,
  companyId: number,
  ticketIds: readonly number[],
  numberView: NumberView = asStored,
): Promise<TicketAnswer[]> {
  const views = await findTicketViews(tx, companyId, ticketIds);
  // One after the other: a transaction's connection runs one query at a time anyway.
  const contactTags = await findTagsOfContacts(
    tx,
    companyId,
    views.map((view) => view.contact.id),
  );
  const ticketTags = await findTagsOfTickets(tx, companyId, ticketIds);
  const ratings = await findLatestRatings(tx, companyId, ticketIds);
  const byId = new Map(views.map((view) => [view.ticket.id, view]));
  return ticketIds.flatMap((id) => {
    const view = byId.get(id);
    if (!view) return [];
    const related = {
      contactTags: contactTags.get(view.contact.id) ?? [],
      ticketTags: ticketTags.get(id) ?? [],
      rate: ratings.get(id),
    };
    return [toTicketAnswer(view, related, numberView)];
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
