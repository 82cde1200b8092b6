import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createContact, createMessage, createTicket } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import type { DomainEvent } from '../../platform/events/domain-events';
import {
  type MessagesDesk,
  messagesDesk,
  messagesOfTicket,
  storedTicketRow,
  watchOverlappingQueries,
} from './messages.test-support';

let ctx: TestContext;
let desk: MessagesDesk;

beforeAll(async () => {
  ctx = await createTestContext();
  desk = await messagesDesk(ctx);
});
afterAll(async () => ctx?.close());

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 12, minutes));

describe('GET /messages/{ticketUuid}', () => {
  it('answers pages of 20, newest page first, each in display order, with hasMore and the ticket', async () => {
    const ticket = await desk.ticket();
    for (let minute = 0; minute < 25; minute++) {
      await desk.message(ticket, { body: `m${minute}`, createdAt: at(minute), fromMe: minute % 2 === 0 });
    }
    const first = await desk.asUser({ method: 'GET', url: `/api/messages/${ticket.uuid}` });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.messages.map((m: { body: string }) => m.body)).toEqual(
      Array.from({ length: 20 }, (_, index) => `m${index + 5}`),
    );
    expect(page1).toMatchObject({
      hasMore: true,
      count: 20,
      ticket: { id: ticket.id, uuid: ticket.uuid, status: 'open', queue: { id: desk.queue.id, name: 'Vendas' } },
    });

    const page2 = (await desk.asUser({ method: 'GET', url: `/api/messages/${ticket.uuid}?pageNumber=2` })).json();
    expect(page2.messages.map((m: { body: string }) => m.body)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(page2.hasMore).toBe(false);

    // Keyset continuation from the oldest message shown gives the same older page.
    const before = page1.messages[0].id;
    const keyset = (await desk.asUser({ method: 'GET', url: `/api/messages/${ticket.uuid}?before=${before}` })).json();
    expect(keyset.messages.map((m: { body: string }) => m.body)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
  });

  it('answers each message with its quote, contact, ticket and public media path', async () => {
    const ticket = await desk.ticket();
    const quoted = await desk.message(ticket, { body: 'original', createdAt: at(1) });
    await desk.message(ticket, {
      body: 'foto',
      createdAt: at(2),
      fromMe: true,
      userId: desk.user.id,
      mediaType: 'image',
      mediaUrl: '0123456789abcdef0123456789abcdef.png',
      quotedMsgId: quoted.id,
      dataJson: { caption: 'x' },
      isPrivate: true,
    });
    const [, reply] = (await desk.asUser({ method: 'GET', url: `/api/messages/${ticket.uuid}` })).json().messages;
    expect(reply).toMatchObject({
      body: 'foto',
      fromMe: true,
      isPrivate: true,
      userId: desk.user.id,
      mediaType: 'image',
      mediaUrl: `/public/${desk.companyId}/0123456789abcdef0123456789abcdef.png`,
      dataJson: JSON.stringify({ caption: 'x' }),
      quotedMsg: { id: quoted.id, body: 'original', fromMe: false, contact: { id: ticket.contactId } },
      contact: { id: ticket.contactId },
      ticket: { id: ticket.id, uuid: ticket.uuid, queue: { name: 'Vendas', color: '#112233' } },
    });
  });

  it('reads a page one query at a time on its transaction (pg refuses concurrent queries on a client)', async () => {
    const ticket = await desk.ticket();
    await desk.message(ticket, { body: 'com contato e ticket' });
    const watch = watchOverlappingQueries();
    try {
      const answer = await desk.asUser({ method: 'GET', url: `/api/messages/${ticket.uuid}` });
      expect(answer.json().messages).toHaveLength(1);
    } finally {
      watch.restore();
    }
    expect(watch.overlapping).toEqual([]);
  });

  it("reaches back through the contact's earlier tickets the caller may see, each message naming its ticket", async () => {
    const contact = await createContact(ctx.db, desk.companyId, { channel: 'sandbox' });
    // Closed, in the queue, someone else's: visible to the attendant only with allHistoric.
    const older = await desk.ticket({ contactId: contact.id, status: 'closed', userId: desk.colleague.id });
    // Closed, the attendant's own: always visible.
    const own = await desk.ticket({ contactId: contact.id, status: 'closed' });
    const current = await desk.ticket({ contactId: contact.id });
    await desk.message(older, { body: 'older', createdAt: at(1) });
    await desk.message(own, { body: 'own', createdAt: at(2) });
    await desk.message(current, { body: 'now', createdAt: at(3) });
    const other = await createTicket(ctx.db, desk.companyId, { whatsappId: desk.connection.id, status: 'open' });
    await createMessage(ctx.db, other, { body: 'another contact', createdAt: at(4) });

    const bodies = async (client = desk.asUser) =>
      (await client({ method: 'GET', url: `/api/messages/${current.uuid}` }))
        .json()
        .messages.map((m: { body: string; ticket: { id: number } }) => `${m.body}@${m.ticket.id}`);
    expect(await bodies()).toEqual([`own@${own.id}`, `now@${current.id}`]);
    expect(await bodies(desk.asAdmin)).toEqual([`older@${older.id}`, `own@${own.id}`, `now@${current.id}`]);

    await ctx.db.system.transaction((tx) =>
      tx.execute(`update users set all_historic = 'enabled' where id = ${desk.user.id}`),
    );
    expect(await bodies()).toEqual([`older@${older.id}`, `own@${own.id}`, `now@${current.id}`]);

    // An earlier ticket's page does not reach forward to later tickets.
    const fromOwn = (await desk.asUser({ method: 'GET', url: `/api/messages/${own.uuid}` })).json();
    expect(fromOwn.messages.map((m: { body: string }) => m.body)).toEqual(['older', 'own']);
  });

  it('answers 404 for a ticket the caller may not see, of another company, or unknown; 400 for a bad uuid', async () => {
    const colleagues = await desk.ticket({ userId: desk.colleague.id });
    expect((await desk.asUser({ method: 'GET', url: `/api/messages/${colleagues.uuid}` })).json().error).toBe(
      'ERR_NO_TICKET_FOUND',
    );
    expect((await desk.asColleague({ method: 'GET', url: `/api/messages/${colleagues.uuid}` })).statusCode).toBe(200);

    const stranger = await companyWithStaff(ctx);
    const foreign = await createTicket(ctx.db, stranger.company.id, { status: 'open' });
    expect((await desk.asAdmin({ method: 'GET', url: `/api/messages/${foreign.uuid}` })).statusCode).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await desk.asAdmin({ method: 'GET', url: `/api/messages/${missing}` })).statusCode).toBe(404);
    expect((await desk.asAdmin({ method: 'GET', url: '/api/messages/nope' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/messages/${foreign.uuid}` })).statusCode).toBe(401);
  });
});

describe('marking a conversation read', () => {
  const unread = async () => {
    const ticket = await desk.ticket({ unreadMessages: 2 });
    await desk.message(ticket, { body: 'a' });
    await desk.message(ticket, { body: 'b' });
    return ticket;
  };

  it('POST /messages/{ticketId}/read marks inbound messages read, zeroes the counter and publishes updateUnread', async () => {
    const ticket = await unread();
    const events: DomainEvent<'ticket.unreadReset'>[] = [];
    const stop = ctx.events.subscribe('ticket.unreadReset', (event) => void events.push(event));
    // Listing does not mark anything read.
    await desk.asUser({ method: 'GET', url: `/api/messages/${ticket.uuid}` });
    expect((await messagesOfTicket(ctx, ticket.id)).every((m) => !m.read)).toBe(true);

    const response = await desk.asUser({ method: 'POST', url: `/api/messages/${ticket.id}/read` });
    expect(response.json()).toEqual({ ticketId: ticket.id, read: 2 });
    expect((await messagesOfTicket(ctx, ticket.id)).every((m) => m.read)).toBe(true);
    expect((await storedTicketRow(ctx, ticket.id))?.unreadMessages).toBe(0);
    expect(events.filter((event) => event.ticketId === ticket.id)).toHaveLength(1);
    stop();
  });

  it("refuses another company's or an invisible ticket with 404", async () => {
    const ticket = await unread();
    expect((await desk.asColleague({ method: 'POST', url: `/api/messages/${ticket.id}/read` })).statusCode).toBe(404);
    const stranger = await companyWithStaff(ctx);
    expect((await stranger.asAdmin({ method: 'POST', url: `/api/messages/${ticket.id}/read` })).statusCode).toBe(404);
    expect((await messagesOfTicket(ctx, ticket.id)).some((m) => m.read)).toBe(false);
  });
});
