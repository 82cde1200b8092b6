import { messageEditWindowMs } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection, createContact, createTicket } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createFakeDriver, serveDriver } from '../../channels/fake-driver.test-support';
import type { DomainEvent } from '../../platform/events/domain-events';
import {
  type MessagesDesk,
  messagesDesk,
  messagesOfTicket,
  setMessageTime,
  storedMessage,
  storedTicketRow,
} from './messages.test-support';

let ctx: TestContext;
let desk: MessagesDesk;
let updates: DomainEvent<'message.updated'>[];
let ticketUpdates: DomainEvent<'ticket.updated'>[];
const failing = createFakeDriver('whatsapp');

beforeAll(async () => {
  ctx = await createTestContext();
  desk = await messagesDesk(ctx);
  failing.driver.delete = async () => {
    throw new Error('phone refused');
  };
  failing.driver.edit = async () => {
    throw new Error('phone refused');
  };
  serveDriver(ctx.channels.runtime, failing.driver);
  updates = [];
  ctx.events.subscribe('message.updated', (event) => void updates.push(event));
  ticketUpdates = [];
  ctx.events.subscribe('ticket.updated', (event) => void ticketUpdates.push(event));
});
afterAll(async () => ctx?.close());

/** A text the attendant sent, already on the phone (external id), `minutesAgo` old. */
const sentByUser = async (minutesAgo = 1, overrides: Parameters<MessagesDesk['message']>[1] = {}) => {
  const ticket = await desk.ticket();
  return desk.message(ticket, {
    fromMe: true,
    userId: desk.user.id,
    externalId: `SBX${Math.random().toString(16).slice(2)}`,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
    ...overrides,
  });
};
const outboxOf = (kind: 'edit' | 'delete') =>
  desk
    .sandbox()
    .outbox(desk.connection.id)
    .filter((entry) => entry.kind === kind);

describe('POST /messages/edit/{id}', () => {
  const edit = (client: MessagesDesk['asUser'], id: number, body: unknown) =>
    client({ method: 'POST', url: `/api/messages/edit/${id}`, payload: { body } });

  it('edits an own text on the phone and in the row, marking it edited and publishing message.updated', async () => {
    const message = await sentByUser();
    const response = await edit(desk.asUser, message.id, 'corrigido');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: message.id, body: 'corrigido', isEdited: true });
    expect(outboxOf('edit').at(-1)).toMatchObject({ externalId: message.externalId, body: 'corrigido' });
    expect(updates.filter((event) => event.messageId === message.id)).toHaveLength(1);
  });

  it("refuses others' messages, inbound ones and deleted ones with 403", async () => {
    const colleagues = await sentByUser(1, { userId: desk.colleague.id });
    expect((await edit(desk.asUser, colleagues.id, 'x')).json().error).toBe('ERR_NO_PERMISSION');
    const inbound = await sentByUser(1, { fromMe: false, userId: null });
    expect((await edit(desk.asUser, inbound.id, 'x')).statusCode).toBe(403);
    const deleted = await sentByUser(1, { isDeleted: true });
    expect((await edit(desk.asUser, deleted.id, 'x')).statusCode).toBe(403);
    expect((await storedMessage(ctx, colleagues.id))?.isEdited).toBe(false);
  });

  it('allows edits for 15 minutes after sending only', async () => {
    const message = await sentByUser(0);
    await setMessageTime(ctx, message.id, new Date(Date.now() - messageEditWindowMs + 30_000));
    expect((await edit(desk.asUser, message.id, 'a tempo')).statusCode).toBe(200);
    await setMessageTime(ctx, message.id, new Date(Date.now() - messageEditWindowMs - 1_000));
    const late = await edit(desk.asUser, message.id, 'tarde');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('ERR_MESSAGE_EDIT_EXPIRED');
    expect((await storedMessage(ctx, message.id))?.body).toBe('a tempo');
  });

  it('refuses an empty text, and answers 404 across companies', async () => {
    const message = await sentByUser();
    expect((await edit(desk.asUser, message.id, '  ')).statusCode).toBe(400);
    const stranger = await companyWithStaff(ctx);
    expect((await edit(stranger.asAdmin, message.id, 'x')).statusCode).toBe(404);
  });

  it('keeps the row unchanged when the channel refuses the edit', async () => {
    const connection = await createConnection(ctx.db, desk.companyId, { channel: 'whatsapp' });
    const ticket = await desk.ticket({ whatsappId: connection.id, channel: 'whatsapp' });
    const message = await desk.message(ticket, { fromMe: true, userId: desk.user.id, externalId: 'WA1', body: 'v1' });
    expect((await edit(desk.asUser, message.id, 'v2')).json().error).toBe('ERR_SENDING_WAPP_MSG');
    expect(await storedMessage(ctx, message.id)).toMatchObject({ body: 'v1', isEdited: false });
  });
});

describe('DELETE /messages/{id}', () => {
  const remove = (client: MessagesDesk['asUser'], id: number) =>
    client({ method: 'DELETE', url: `/api/messages/${id}` });

  it('revokes an own message on the phone and marks it deleted (the row stays)', async () => {
    const message = await sentByUser(60);
    const response = await remove(desk.asUser, message.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: message.id, isDeleted: true });
    expect(outboxOf('delete').at(-1)).toMatchObject({ externalId: message.externalId });
    expect(updates.filter((event) => event.messageId === message.id)).toHaveLength(1);
    // Deleting again changes nothing and revokes nothing.
    const revokes = outboxOf('delete').length;
    expect((await remove(desk.asUser, message.id)).statusCode).toBe(200);
    expect(outboxOf('delete')).toHaveLength(revokes);
  });

  it("refuses others' messages (403), other companies' (404)", async () => {
    const colleagues = await sentByUser(1, { userId: desk.colleague.id });
    expect((await remove(desk.asAdmin, colleagues.id)).json().error).toBe('ERR_NO_PERMISSION');
    const stranger = await companyWithStaff(ctx);
    expect((await remove(stranger.asAdmin, colleagues.id)).statusCode).toBe(404);
    expect((await storedMessage(ctx, colleagues.id))?.isDeleted).toBe(false);
  });

  it('answers ERR_DELETE_WAPP_MSG and keeps the message when the channel refuses', async () => {
    const connection = await createConnection(ctx.db, desk.companyId, { channel: 'whatsapp' });
    const ticket = await desk.ticket({ whatsappId: connection.id, channel: 'whatsapp' });
    const message = await desk.message(ticket, { fromMe: true, userId: desk.user.id, externalId: 'WA2' });
    const response = await remove(desk.asUser, message.id);
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe('ERR_DELETE_WAPP_MSG');
    expect((await storedMessage(ctx, message.id))?.isDeleted).toBe(false);
  });
});

describe("the ticket's preview (lastMessage) after an edit or a delete", () => {
  it('follows its latest message only, keeping the ticket in place, and publishes ticket.updated', async () => {
    const ticket = await desk.ticket({ lastMessage: 'segunda' });
    const own = { fromMe: true, userId: desk.user.id };
    const older = await desk.message(ticket, { ...own, body: 'primeira', createdAt: new Date(Date.now() - 120_000) });
    const latest = await desk.message(ticket, { ...own, body: 'segunda', createdAt: new Date(Date.now() - 60_000) });
    const before = await storedTicketRow(ctx, ticket.id);
    const updatesOfTicket = () => ticketUpdates.filter((event) => event.ticketId === ticket.id);

    await desk.asUser({ method: 'POST', url: `/api/messages/edit/${older.id}`, payload: { body: 'primeira!' } });
    expect((await storedTicketRow(ctx, ticket.id))?.lastMessage).toBe('segunda');
    expect(updatesOfTicket()).toHaveLength(0);

    await desk.asUser({ method: 'POST', url: `/api/messages/edit/${latest.id}`, payload: { body: 'segunda!' } });
    const edited = await storedTicketRow(ctx, ticket.id);
    expect(edited).toMatchObject({ lastMessage: 'segunda!', updatedAt: before?.updatedAt });
    expect(updatesOfTicket()).toHaveLength(1);

    await desk.asUser({ method: 'DELETE', url: `/api/messages/${latest.id}` });
    expect((await storedTicketRow(ctx, ticket.id))?.lastMessage).toBe('Essa mensagem foi apagada');
    expect(updatesOfTicket()).toHaveLength(2);
  });
});

describe('POST /message/forward', () => {
  const forward = (client: MessagesDesk['asUser'], payload: object) =>
    client({ method: 'POST', url: '/api/message/forward', payload });

  it('copies a message (media file reused) to a new open ticket of the target contact, marked forwarded', async () => {
    const source = await desk.ticket();
    const original = await desk.message(source, {
      body: 'catálogo.pdf',
      mediaType: 'application',
      mediaUrl: '0123456789abcdef0123456789abcdef.pdf',
    });
    const target = await createContact(ctx.db, desk.companyId, { channel: 'sandbox' });
    const response = await forward(desk.asUser, { messageId: original.id, contactId: target.id });
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({
      body: 'catálogo.pdf',
      mediaType: 'application',
      mediaUrl: `/public/${desk.companyId}/0123456789abcdef0123456789abcdef.pdf`,
      isForwarded: true,
      fromMe: true,
      userId: desk.user.id,
    });
    expect(copy.ticketId).not.toBe(source.id);
    const [created] = await ctx.db.system
      .transaction((tx) =>
        tx.execute<{ status: string; user_id: number; contact_id: number }>(
          `select status, user_id, contact_id from tickets where id = ${copy.ticketId}`,
        ),
      )
      .then((result) => result.rows);
    expect(created).toEqual({ status: 'open', user_id: desk.user.id, contact_id: target.id });

    // A second forward to the same contact reuses the caller's open ticket.
    const again = await forward(desk.asUser, { messageId: original.id, contactId: target.id, signMessage: false });
    expect(again.json().ticketId).toBe(copy.ticketId);
  });

  it("refuses a target whose active ticket is another attendant's, and messages the caller may not see", async () => {
    const source = await desk.ticket();
    const original = await desk.message(source, { body: 'oi' });
    const busy = await desk.ticket({ userId: desk.colleague.id });
    const response = await forward(desk.asUser, { messageId: original.id, contactId: busy.contactId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'ERR_OTHER_OPEN_TICKET', details: { id: busy.id } });
    expect(await messagesOfTicket(ctx, busy.id)).toHaveLength(0);

    const hidden = await desk.message(busy, { body: 'segredo' });
    const target = await createContact(ctx.db, desk.companyId);
    expect((await forward(desk.asUser, { messageId: hidden.id, contactId: target.id })).statusCode).toBe(404);
    const stranger = await companyWithStaff(ctx);
    expect((await forward(stranger.asAdmin, { messageId: original.id, contactId: target.id })).statusCode).toBe(404);
    const foreignContact = await createContact(ctx.db, stranger.company.id);
    expect((await forward(desk.asUser, { messageId: original.id, contactId: foreignContact.id })).json().error).toBe(
      'ERR_NO_CONTACT_FOUND',
    );
  });
});

describe('GET /messages-allMe', () => {
  it("counts the company's messages per day of its time zone and direction", async () => {
    const stranger = await companyWithStaff(ctx);
    const ticket = await createTicket(ctx.db, stranger.company.id, { status: 'open' });
    const { createMessage } = await import('../../../test/factories');
    // 02:30 UTC on the 11th is still the 10th in São Paulo (UTC-3).
    await createMessage(ctx.db, ticket, { createdAt: new Date('2026-03-11T02:30:00Z'), fromMe: false });
    await createMessage(ctx.db, ticket, { createdAt: new Date('2026-03-11T13:00:00Z'), fromMe: true });
    await createMessage(ctx.db, ticket, { createdAt: new Date('2026-03-11T14:00:00Z'), fromMe: true });
    await createMessage(ctx.db, ticket, { createdAt: new Date('2026-03-11T15:00:00Z'), isPrivate: true });
    await createMessage(ctx.db, ticket, { createdAt: new Date('2026-03-13T12:00:00Z') });
    const count = (query: string) =>
      stranger.asUser({ method: 'GET', url: `/api/messages-allMe?${query}` }).then((r) => r.json());

    expect(await count('dateStart=2026-03-10&dateEnd=2026-03-11')).toEqual({
      count: [
        { date: '2026-03-10', fromMe: false, total: 1 },
        { date: '2026-03-11', fromMe: true, total: 2 },
      ],
      total: 3,
    });
    expect((await count('dateStart=2026-03-10&dateEnd=2026-03-13&fromMe=true')).total).toBe(2);
    // Another company's messages are not counted.
    expect(
      (await desk.asAdmin({ method: 'GET', url: '/api/messages-allMe?dateStart=2026-03-10&dateEnd=2026-03-13' })).json()
        .total,
    ).toBe(0);
    expect(
      (await stranger.asUser({ method: 'GET', url: '/api/messages-allMe?dateStart=2026-03-12&dateEnd=2026-03-10' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await stranger.asUser({ method: 'GET', url: '/api/messages-allMe?dateStart=x&dateEnd=2026-03-10' })).statusCode,
    ).toBe(400);
  });
});
