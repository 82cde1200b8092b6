import {
  type MomentTicketAnswer,
  type MomentUserAnswer,
  momentsStatuses,
  type TicketAnswer,
} from '@chatdesk/contracts';

/** The panel's row of a ticket, from the ticket as the tickets API and its live events carry it. */
export function momentOfTicket(ticket: TicketAnswer): MomentTicketAnswer {
  return {
    id: ticket.id,
    uuid: ticket.uuid,
    status: ticket.status,
    lastMessage: ticket.lastMessage,
    unreadMessages: ticket.unreadMessages,
    updatedAt: ticket.updatedAt,
    isGroup: ticket.isGroup,
    contact: { id: ticket.contact.id, name: ticket.contact.name, urlPicture: ticket.contact.urlPicture },
    whatsapp: { id: ticket.whatsapp.id, name: ticket.whatsapp.name },
    queue: ticket.queue,
    user: ticket.user ? { id: ticket.user.id, name: ticket.user.name } : null,
  };
}

const onPanel = (status: string) => (momentsStatuses as readonly string[]).includes(status);
const newestFirst = (a: MomentTicketAnswer, b: MomentTicketAnswer) =>
  Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id;

/**
 * A ticket as it is now: in its place by last update (newest first) while it is in progress or
 * waiting; off the panel once closed (or waiting for a rating, or under LGPD).
 */
export function placeMoment(rows: MomentTicketAnswer[], ticket: MomentTicketAnswer): MomentTicketAnswer[] {
  const others = rows.filter((row) => row.id !== ticket.id);
  if (!onPanel(ticket.status)) return others.length === rows.length ? rows : others;
  return [...others, ticket].sort(newestFirst);
}

export function removeMoment(rows: MomentTicketAnswer[], ticketId: number): MomentTicketAnswer[] {
  return rows.some((row) => row.id === ticketId) ? rows.filter((row) => row.id !== ticketId) : rows;
}

/** Applies `change` to the rows it picks, keeping the list as is when none is picked. */
function mapRows(
  rows: MomentTicketAnswer[],
  picks: (row: MomentTicketAnswer) => boolean,
  change: (row: MomentTicketAnswer) => MomentTicketAnswer,
): MomentTicketAnswer[] {
  return rows.some(picks) ? rows.map((row) => (picks(row) ? change(row) : row)) : rows;
}

/** updateUnread: the ticket was read. */
export const readMoment = (rows: MomentTicketAnswer[], ticketId: number) =>
  mapRows(
    rows,
    (row) => row.id === ticketId,
    (row) => ({ ...row, unreadMessages: 0 }),
  );

/** A contact renamed or given a new picture shows so on each of its rows. */
export const renameContact = (
  rows: MomentTicketAnswer[],
  contact: { id: number; name: string; urlPicture: string | null },
) =>
  mapRows(
    rows,
    (row) => row.contact.id === contact.id,
    (row) => ({ ...row, contact: { ...row.contact, name: contact.name, urlPicture: contact.urlPicture } }),
  );

/** A user renamed shows so on the rows assigned to them. */
export const renameAssignee = (rows: MomentTicketAnswer[], user: { id: number; name: string }) =>
  mapRows(
    rows,
    (row) => row.user?.id === user.id,
    (row) => ({ ...row, user: { id: user.id, name: user.name } }),
  );

const byName = (a: MomentUserAnswer, b: MomentUserAnswer) => a.name.localeCompare(b.name) || a.id - b.id;

/** A user created or changed (name, picture, presence) takes their place by name. */
export function placeUser(users: MomentUserAnswer[], user: MomentUserAnswer): MomentUserAnswer[] {
  return [...users.filter((row) => row.id !== user.id), user].sort(byName);
}

export function removeUser(users: MomentUserAnswer[], userId: number): MomentUserAnswer[] {
  return users.some((row) => row.id === userId) ? users.filter((row) => row.id !== userId) : users;
}

export function setPresence(users: MomentUserAnswer[], userId: number, online: boolean): MomentUserAnswer[] {
  return users.some((row) => row.id === userId && row.online !== online)
    ? users.map((row) => (row.id === userId ? { ...row, online } : row))
    : users;
}
