import {
  defaultKanbanLaneId,
  type KanbanBoardAnswer,
  type KanbanTicketAnswer,
  type TicketAnswer,
} from '@chatdesk/contracts';
import { parseTicketEvent } from '../../../lib/live-events';

/** A lane's column: its cards' ids in order, and whether the server holds more after `cursor`. */
export interface BoardColumn {
  ids: number[];
  hasMore: boolean;
  cursor: string | null;
}

/** The board as shown: columns by lane id (defaultKanbanLaneId for 'Em aberto') and the cards. */
export interface BoardState {
  columns: Record<number, BoardColumn>;
  tickets: Record<number, KanbanTicketAnswer>;
}

export const laneKeyOf = (ticket: Pick<KanbanTicketAnswer, 'laneId'>) => ticket.laneId ?? defaultKanbanLaneId;

/** Adds an answer's cards at the end of their columns (cards already shown stay where they are). */
export function appendAnswer(state: BoardState, answer: KanbanBoardAnswer): BoardState {
  const columns = { ...state.columns };
  const tickets = { ...state.tickets };
  for (const page of answer.lanes) {
    const column = columns[page.laneId] ?? { ids: [], hasMore: false, cursor: null };
    columns[page.laneId] = { ids: [...column.ids], hasMore: page.hasMore, cursor: page.cursor };
  }
  for (const ticket of answer.tickets) {
    const column = columns[laneKeyOf(ticket)];
    if (!column || tickets[ticket.id]) continue;
    column.ids.push(ticket.id);
    tickets[ticket.id] = ticket;
  }
  return { columns, tickets };
}

export const boardFromAnswer = (answer: KanbanBoardAnswer): BoardState =>
  appendAnswer({ columns: {}, tickets: {} }, answer);

/** Takes a card off the board. */
export function removeCard(state: BoardState, ticketId: number): BoardState {
  const current = state.tickets[ticketId];
  if (!current) return state;
  const { [ticketId]: _gone, ...tickets } = state.tickets;
  const key = laneKeyOf(current);
  const column = state.columns[key];
  if (!column) return { ...state, tickets };
  return {
    tickets,
    columns: { ...state.columns, [key]: { ...column, ids: column.ids.filter((id) => id !== ticketId) } },
  };
}

/**
 * Shows a card as given: in place when it stays in its lane, on top of its new lane when it
 * moved (or is new). A lane the board has no column for (created meanwhile) drops the card.
 */
export function placeCard(state: BoardState, ticket: KanbanTicketAnswer): BoardState {
  const current = state.tickets[ticket.id];
  if (current && laneKeyOf(current) === laneKeyOf(ticket)) {
    return { ...state, tickets: { ...state.tickets, [ticket.id]: ticket } };
  }
  const without = removeCard(state, ticket.id);
  const key = laneKeyOf(ticket);
  const column = without.columns[key];
  if (!column) return without;
  return {
    tickets: { ...without.tickets, [ticket.id]: ticket },
    columns: { ...without.columns, [key]: { ...column, ids: [ticket.id, ...column.ids] } },
  };
}

/** A ticket's card, from the ticket as the tickets API and its live events carry it. */
export function cardOfTicket(ticket: TicketAnswer): KanbanTicketAnswer {
  const lane = ticket.tags.find((tag) => tag.kanban === 1) ?? null;
  return {
    id: ticket.id,
    uuid: ticket.uuid,
    laneId: lane?.id ?? null,
    contact: { name: ticket.contact.name, number: ticket.contact.number },
    lastMessage: ticket.lastMessage,
    unreadMessages: ticket.unreadMessages,
    updatedAt: ticket.updatedAt,
    channel: ticket.channel,
    whatsapp: { name: ticket.whatsapp.name },
    user: ticket.user ? { name: ticket.user.name } : null,
    tags: ticket.tags,
  };
}

/** Whether an instant falls in the board's days (local midnights; '' is an open end). */
export function inRange(updatedAt: string, range: { startDate: string; endDate: string }): boolean {
  const at = new Date(updatedAt).getTime();
  const startOf = (day: string) => new Date(`${day}T00:00:00`).getTime();
  if (range.startDate && at < startOf(range.startDate)) return false;
  if (range.endDate && at >= startOf(range.endDate) + 86_400_000) return false;
  return true;
}

/**
 * `company-{id}-ticket` on the board: a card moved by anyone moves here; a closed or deleted
 * ticket leaves the board; a ticket the board did not show appears when it is in the date range.
 * The server sends each user only the tickets they may see.
 */
export function applyTicketEvent(
  state: BoardState,
  payload: unknown,
  range: { startDate: string; endDate: string },
): BoardState {
  const event = parseTicketEvent(payload);
  if (!event || event.action === 'updateUnread') return state;
  if (event.action === 'delete') return removeCard(state, event.ticketId);
  const { ticket } = event;
  if (ticket.status === 'closed') return removeCard(state, ticket.id);
  if (!state.tickets[ticket.id] && !inRange(ticket.updatedAt, range)) return state;
  return placeCard(state, cardOfTicket(ticket));
}
