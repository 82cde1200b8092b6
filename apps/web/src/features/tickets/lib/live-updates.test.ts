import { describe, expect, it } from 'vitest';
import { listParams, ticketFixture } from '../fixtures';
import { removeTicket, resetUnread, type TicketPages, ticketMatchesList, upsertTicket } from './live-updates';

const viewer = { userId: 7 };
const pagesOf = (ids: number[][], hasMore = false, count = ids.flat().length): TicketPages => ({
  pages: ids.map((page, index) => ({
    tickets: page.map((id) =>
      ticketFixture({ id, updatedAt: `2025-01-01T10:${String(60 - id).padStart(2, '0')}:00.000Z` }),
    ),
    hasMore: index === ids.length - 1 ? hasMore : true,
    count,
  })),
  pageParams: ids.map((_, index) => index + 1),
});
const idsOf = (data: TicketPages) => data.pages.map((page) => page.tickets.map((ticket) => ticket.id));

describe('ticketMatchesList', () => {
  it('requires the status, the selected queues and the filters', () => {
    const ticket = ticketFixture({ tags: [{ id: 5, name: 'vip', color: '#000', kanban: 0 }] });
    expect(ticketMatchesList(ticket, listParams(), viewer)).toBe(true);
    expect(ticketMatchesList(ticket, listParams({ status: 'open' }), viewer)).toBe(false);
    expect(ticketMatchesList(ticket, listParams({ queueIds: [2] }), viewer)).toBe(false);
    expect(ticketMatchesList(ticket, listParams({ tags: [6] }), viewer)).toBe(false);
    expect(ticketMatchesList(ticket, listParams({ tags: [5] }), viewer)).toBe(true);
    expect(ticketMatchesList(ticket, listParams({ whatsapps: [2] }), viewer)).toBe(false);
    expect(ticketMatchesList(ticket, listParams({ users: [7] }), viewer)).toBe(false);
  });

  it("keeps queueless tickets only with 'SEM FILA'", () => {
    const ticket = ticketFixture({ queueId: null, queue: null });
    expect(ticketMatchesList(ticket, listParams(), viewer)).toBe(false);
    expect(ticketMatchesList(ticket, listParams({ withoutQueue: true }), viewer)).toBe(true);
  });

  it("without show-all lists only one's own open tickets", () => {
    const mine = ticketFixture({ status: 'open', userId: 7 });
    const theirs = ticketFixture({ status: 'open', userId: 8 });
    expect(ticketMatchesList(mine, listParams({ status: 'open' }), viewer)).toBe(true);
    expect(ticketMatchesList(theirs, listParams({ status: 'open' }), viewer)).toBe(false);
    expect(ticketMatchesList(theirs, listParams({ status: 'open', showAll: true }), viewer)).toBe(true);
  });

  it('search view: status filter and the contact name', () => {
    const ticket = ticketFixture({ status: 'closed' });
    expect(ticketMatchesList(ticket, listParams({ status: null, statusFilter: ['open'] }), viewer)).toBe(false);
    expect(ticketMatchesList(ticket, listParams({ status: null, searchParam: 'maria' }), viewer)).toBe(true);
    expect(ticketMatchesList(ticket, listParams({ status: null, searchParam: 'joão' }), viewer)).toBe(false);
  });
});

describe('cache updates', () => {
  it('moves a matching ticket in at its place by updatedAt and counts it', () => {
    const data = pagesOf([[1, 3]]);
    const arriving = ticketFixture({ id: 2, updatedAt: '2025-01-01T10:58:30.000Z' });
    const next = upsertTicket(data, arriving, listParams(), viewer);
    expect(idsOf(next)).toEqual([[1, 2, 3]]);
    expect(next.pages[0]?.count).toBe(3);
    const ascending = upsertTicket(pagesOf([[3, 1]]), arriving, listParams({ sortTickets: 'ASC' }), viewer);
    expect(idsOf(ascending)).toEqual([[3, 2, 1]]);
  });

  it('puts a ticket brought by a message on top', () => {
    const next = upsertTicket(pagesOf([[1, 2], [3]]), ticketFixture({ id: 3 }), listParams(), viewer, { toTop: true });
    expect(idsOf(next)).toEqual([[3, 1], [2]]);
    expect(next.pages[0]?.count).toBe(3);
  });

  it('removes a ticket that no longer matches (status or queue) and leaves others alone', () => {
    const data = pagesOf([[1, 2]]);
    const accepted = upsertTicket(data, ticketFixture({ id: 1, status: 'open', userId: 7 }), listParams(), viewer);
    expect(idsOf(accepted)).toEqual([[2]]);
    expect(accepted.pages[0]?.count).toBe(1);
    const otherQueue = upsertTicket(data, ticketFixture({ id: 2, queueId: 9 }), listParams(), viewer);
    expect(idsOf(otherQueue)).toEqual([[1]]);
    expect(upsertTicket(data, ticketFixture({ id: 5, status: 'closed' }), listParams(), viewer)).toBe(data);
  });

  it('leaves a row that belongs past the loaded pages to the next page', () => {
    const data = pagesOf([[1, 2]], true);
    const old = ticketFixture({ id: 9, updatedAt: '2024-01-01T00:00:00.000Z' });
    expect(upsertTicket(data, old, listParams(), viewer)).toBe(data);
  });

  it('delete removes; updateUnread resets the unread count', () => {
    const data = pagesOf([[1, 2]]);
    expect(idsOf(removeTicket(data, 2))).toEqual([[1]]);
    expect(removeTicket(data, 7)).toBe(data);
    const unread = upsertTicket(
      data,
      ticketFixture({ id: 1, unreadMessages: 3, updatedAt: '2025-01-01T10:59:00.000Z' }),
      listParams(),
      viewer,
    );
    expect(resetUnread(unread, 1).pages[0]?.tickets[0]?.unreadMessages).toBe(0);
  });
});
