import {
  type MomentTicketAnswer,
  type MomentUserAnswer,
  userAnswer,
  userPresenceEventPayload,
} from '@chatdesk/contracts';
import { z } from 'zod';
import { parseTicketEvent, ticketOfMessageEvent } from '../../../lib/live-events';
import {
  momentOfTicket,
  placeMoment,
  placeUser,
  readMoment,
  removeMoment,
  removeUser,
  renameAssignee,
  renameContact,
  setPresence,
} from './moments-state';

/**
 * `company-{id}-ticket` on the panel: a ticket taken moves from its queue to its attendant, one
 * closed leaves, one read loses its unread count. The server sends each user only what they may see.
 */
export function applyTicketEvent(rows: MomentTicketAnswer[], payload: unknown): MomentTicketAnswer[] {
  const event = parseTicketEvent(payload);
  if (!event) return rows;
  if (event.action === 'delete') return removeMoment(rows, event.ticketId);
  if (event.action === 'updateUnread') return readMoment(rows, event.ticketId);
  return placeMoment(rows, momentOfTicket(event.ticket));
}

/** `company-{id}-appMessage` create: the ticket's last message, unread count and time (and so its place). */
export function applyMessageEvent(rows: MomentTicketAnswer[], payload: unknown): MomentTicketAnswer[] {
  const ticket = ticketOfMessageEvent(payload);
  return ticket ? placeMoment(rows, momentOfTicket(ticket)) : rows;
}

const contactUpdate = z.object({
  action: z.literal('update'),
  contact: z.object({ id: z.number(), name: z.string(), urlPicture: z.string().nullable() }),
});

/** `company-{id}-contact` update: the contact's rows show the new name and picture. */
export function applyContactEvent(rows: MomentTicketAnswer[], payload: unknown): MomentTicketAnswer[] {
  const parsed = contactUpdate.safeParse(payload);
  return parsed.success ? renameContact(rows, parsed.data.contact) : rows;
}

const userEvent = z.union([
  userPresenceEventPayload,
  z.object({ action: z.enum(['create', 'update']), user: userAnswer }),
  z.object({ action: z.literal('delete'), userId: z.number() }),
]);

export type MomentsUserChange = {
  users: (users: MomentUserAnswer[]) => MomentUserAnswer[];
  rows?: (rows: MomentTicketAnswer[]) => MomentTicketAnswer[];
} | null;

/**
 * `company-{id}-user`: presence (the panel's room), and users created, changed or deleted. What
 * changes in the attendants list, and in the rows (an assignee's new name); null when nothing does.
 */
export function userChangeOf(payload: unknown): MomentsUserChange {
  const parsed = userEvent.safeParse(payload);
  if (!parsed.success) return null;
  const event = parsed.data;
  if (event.action === 'presence') return { users: (users) => setPresence(users, event.userId, event.online) };
  if (event.action === 'delete') return { users: (users) => removeUser(users, event.userId) };
  const { id, name, profile, profileImage, online } = event.user;
  return {
    users: (users) => placeUser(users, { id, name, profile, profileImage, online }),
    rows: (rows) => renameAssignee(rows, { id, name }),
  };
}
