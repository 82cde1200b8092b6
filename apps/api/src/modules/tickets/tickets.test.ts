import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../../test/clients';
import {
  createCompany,
  createConnection,
  createContact,
  createQueue,
  createTag,
  createUser,
  tagContact,
} from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import {
  logsOf,
  putTicket,
  sentTextsOf,
  setCompanySettings,
  storedTicket,
  type TicketDesk,
  ticketDesk,
  trackingsOf,
} from './tickets.test-support';
import { resetUnread } from './use-cases/reset-unread';

let ctx: TestContext;
let desk: TicketDesk;

beforeAll(async () => {
  ctx = await createTestContext();
  desk = await ticketDesk(ctx);
});
afterAll(async () => ctx?.close());

const put = putTicket;

describe('GET /tickets/{id} and /tickets/u/{uuid}', () => {
  it('answers a visible ticket with its relations, and 404 to a user who may not see it', async () => {
    const ticket = await desk.ticket({ queueId: desk.queueA.id, lastMessage: 'oi' });
    const byUuid = await desk.asA({ method: 'GET', url: `/api/tickets/u/${ticket.uuid}` });
    expect(byUuid.statusCode).toBe(200);
    expect(byUuid.json()).toMatchObject({
      id: ticket.id,
      status: 'pending',
      queue: { id: desk.queueA.id, name: 'Vendas' },
      whatsapp: { id: desk.connection.id, name: 'Loja' },
      contact: { id: ticket.contactId, tags: [] },
      tags: [],
      userRating: null,
      lastMessage: 'oi',
    });
    expect((await desk.asA({ method: 'GET', url: `/api/tickets/${ticket.id}` })).json().uuid).toBe(ticket.uuid);
    expect((await desk.asB({ method: 'GET', url: `/api/tickets/u/${ticket.uuid}` })).statusCode).toBe(404);
    expect((await desk.asB({ method: 'GET', url: `/api/tickets/${ticket.id}` })).json().error).toBe(
      'ERR_NO_TICKET_FOUND',
    );
    expect((await desk.asAdmin({ method: 'GET', url: `/api/tickets/${ticket.id}` })).statusCode).toBe(200);
  });

  it('refuses a malformed uuid', async () => {
    expect((await desk.asA({ method: 'GET', url: '/api/tickets/u/not-a-uuid' })).statusCode).toBe(400);
  });
});

describe('every ticket id route of another company', () => {
  it('answers 404 and changes nothing', async () => {
    const other = await ticketDesk(ctx);
    const ticket = await other.ticket({ queueId: other.queueA.id });
    const tag = await createTag(ctx.db, desk.companyId, { kanban: 1 });
    const calls = [
      { method: 'GET', url: `/api/tickets/${ticket.id}` },
      { method: 'GET', url: `/api/tickets/u/${ticket.uuid}` },
      { method: 'PUT', url: `/api/tickets/${ticket.id}`, payload: { status: 'open' } },
      { method: 'DELETE', url: `/api/tickets/${ticket.id}` },
      { method: 'GET', url: `/api/tickets-log/${ticket.id}` },
      { method: 'PUT', url: `/api/ticket-tags/${ticket.id}/${tag.id}` },
      { method: 'DELETE', url: `/api/ticket-tags/${ticket.id}` },
    ] as const;
    for (const call of calls) {
      const answer = await desk.asAdmin(call);
      expect(answer.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await storedTicket(ctx.db, ticket.id)).toMatchObject({ status: 'pending', userId: null });
  });
});

describe('POST /tickets', () => {
  it('opens a ticket for the caller on the default connection, logged and tracked', async () => {
    const contact = await createContact(ctx.db, desk.companyId);
    const answer = await desk.asA({
      method: 'POST',
      url: '/api/tickets',
      payload: { contactId: contact.id, queueId: desk.queueA.id, userId: null, status: 'open', companyId: 999 },
    });
    expect(answer.statusCode).toBe(201);
    const ticket = answer.json();
    expect(ticket).toMatchObject({
      status: 'open',
      userId: desk.attendantA.id,
      user: { name: 'Alice A' },
      whatsappId: desk.connection.id,
      queueId: desk.queueA.id,
    });
    expect(ticket.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await logsOf(ctx.db, ticket.id)).map((log) => [log.type, log.userId])).toEqual([
      ['create', desk.attendantA.id],
    ]);
    const [tracking] = await trackingsOf(ctx.db, ticket.id);
    expect(tracking?.queuedAt).toBeInstanceOf(Date);
    expect(tracking?.startedAt).toBeInstanceOf(Date);
  });

  it("answers ERR_OTHER_OPEN_TICKET with the contact's active ticket", async () => {
    const pending = await desk.ticket({ queueId: desk.queueB.id, userId: desk.attendantB.id, status: 'open' });
    const answer = await desk.asA({
      method: 'POST',
      url: '/api/tickets',
      payload: { contactId: pending.contactId, queueId: desk.queueA.id, whatsappId: desk.connection.id },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      error: 'ERR_OTHER_OPEN_TICKET',
      details: {
        id: pending.id,
        uuid: pending.uuid,
        status: 'open',
        userId: desk.attendantB.id,
        user: { name: 'Bruno B' },
        queue: { name: 'Suporte' },
      },
    });
  });

  it("refuses another company's contact, queue or connection", async () => {
    const outsider = await createCompany(ctx.db);
    const foreignContact = await createContact(ctx.db, outsider.id);
    const foreignQueue = await createQueue(ctx.db, outsider.id);
    const foreignConnection = await createConnection(ctx.db, outsider.id);
    const contact = await createContact(ctx.db, desk.companyId);
    const post = (payload: object) => desk.asA({ method: 'POST', url: '/api/tickets', payload });
    expect((await post({ contactId: foreignContact.id })).json().error).toBe('ERR_NO_CONTACT_FOUND');
    expect((await post({ contactId: contact.id, queueId: foreignQueue.id })).json().error).toBe('ERR_NO_QUEUE_FOUND');
    expect((await post({ contactId: contact.id, whatsappId: foreignConnection.id })).json().error).toBe(
      'ERR_NO_WAPP_FOUND',
    );
  });
});

describe('accept', () => {
  it('makes a pending ticket the caller’s, once tracked, with the greeting when the company asks for it', async () => {
    await setCompanySettings(ctx.db, desk.companyId, {
      sendGreetingAccepted: 'enabled',
      greetingAcceptedMessage: '{{ms}} {{firstName}}, sou {{userName}} ({{queue}})',
    });
    const contact = await createContact(ctx.db, desk.companyId, { name: 'Maria Souza', channel: 'sandbox' });
    const ticket = await desk.ticket({ queueId: desk.queueA.id, contactId: contact.id });
    const answer = await put(desk.asA, ticket.id, { status: 'open', userId: desk.attendantA.id });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'open', userId: desk.attendantA.id });
    expect((await logsOf(ctx.db, ticket.id)).map((log) => log.type)).toEqual(['open']);
    const [sent] = await sentTextsOf(ctx.db, ticket.id);
    expect(sent?.userId).toBe(desk.attendantA.id);
    expect(sent?.body).toMatch(/^(Bom dia|Boa tarde|Boa noite) Maria, sou Alice A \(Vendas\)$/);
    const startedAt = (await trackingsOf(ctx.db, ticket.id))[0]?.startedAt;
    expect(startedAt).toBeInstanceOf(Date);

    // Returned and accepted again: the attendance's start stays the first one.
    await put(desk.asA, ticket.id, { status: 'pending' });
    await put(desk.asA, ticket.id, { status: 'open' });
    expect((await trackingsOf(ctx.db, ticket.id))[0]?.startedAt).toEqual(startedAt);
    await setCompanySettings(ctx.db, desk.companyId, { sendGreetingAccepted: 'disabled' });
  });

  it('sends no greeting when the option is off, sets the chosen queue, and makes a group ticket group', async () => {
    const ticket = await desk.ticket({ queueId: null });
    const admin = await put(desk.asAdmin, ticket.id, { status: 'open', queueId: desk.queueB.id });
    expect(admin.json()).toMatchObject({ status: 'open', queueId: desk.queueB.id, userId: desk.admin.id });
    expect(await sentTextsOf(ctx.db, ticket.id)).toEqual([]);

    const group = await desk.ticket({ queueId: desk.queueA.id, isGroup: true });
    expect((await put(desk.asAdmin, group.id, { status: 'open' })).json().status).toBe('group');
  });

  it('assigns the ticket to the user a body names, and refuses a user of another company', async () => {
    const ticket = await desk.ticket({ queueId: desk.queueA.id });
    const assigned = await put(desk.asAdmin, ticket.id, { status: 'open', userId: desk.attendantA.id });
    expect(assigned.json()).toMatchObject({ status: 'open', userId: desk.attendantA.id });
    expect((await logsOf(ctx.db, ticket.id)).map((log) => [log.type, log.userId])).toEqual([
      ['open', desk.attendantA.id],
    ]);

    const outsider = await createUser(ctx.db, (await createCompany(ctx.db)).id);
    const other = await desk.ticket({ queueId: desk.queueA.id });
    expect((await put(desk.asAdmin, other.id, { status: 'open', userId: outsider.id })).json().error).toBe(
      'ERR_NO_USER_FOUND',
    );
    expect(await storedTicket(ctx.db, other.id)).toMatchObject({ status: 'pending', userId: null });
  });

  it('refuses to accept a ticket that is not waiting', async () => {
    const ticket = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
    expect((await put(desk.asA, ticket.id, { status: 'lgpd' })).json().error).toBe('ERR_INVALID_TICKET_STATUS');
  });
});

describe('return to waiting', () => {
  it('puts an open ticket back in pending, unassigned', async () => {
    const ticket = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
    const answer = await put(desk.asA, ticket.id, { status: 'pending', userId: null });
    expect(answer.json()).toMatchObject({ status: 'pending', userId: null, user: null });
    expect((await logsOf(ctx.db, ticket.id)).map((log) => [log.type, log.userId])).toEqual([
      ['pending', desk.attendantA.id],
    ]);
  });
});

describe('close', () => {
  it('needs a contact tag when requiredTag is on', async () => {
    await setCompanySettings(ctx.db, desk.companyId, { requiredTag: 'enabled' });
    const ticket = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
    const refused = await put(desk.asA, ticket.id, { status: 'closed', sendFarewellMessage: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'ERR_TICKET_TAG_REQUIRED',
      message: 'Você deve atribuir uma tag antes de fechar o ticket.',
    });
    expect((await storedTicket(ctx.db, ticket.id))?.status).toBe('open');

    await tagContact(ctx.db, desk.companyId, ticket.contactId, [(await createTag(ctx.db, desk.companyId)).id]);
    expect((await put(desk.asA, ticket.id, { status: 'closed', sendFarewellMessage: false })).json().status).toBe(
      'closed',
    );
    expect(await sentTextsOf(ctx.db, ticket.id)).toEqual([]);
    await setCompanySettings(ctx.db, desk.companyId, { requiredTag: 'disabled' });
  });

  it("sends the user's farewell, else the connection's completion message; logs and ends the attendance", async () => {
    const farewellUser = await createUser(ctx.db, desk.companyId, { farewellMessage: 'Tchau, {{name}}!' });
    const contact = await createContact(ctx.db, desk.companyId, { name: 'Rui', channel: 'sandbox' });
    const own = await desk.ticket({
      queueId: desk.queueA.id,
      status: 'open',
      userId: farewellUser.id,
      contactId: contact.id,
    });
    const asFarewell = await clientFor(ctx, farewellUser);
    const closed = await put(asFarewell, own.id, {
      status: 'closed',
      userId: farewellUser.id,
      sendFarewellMessage: true,
    });
    expect(closed.json()).toMatchObject({ status: 'closed', userId: farewellUser.id });
    expect((await sentTextsOf(ctx.db, own.id)).map((m) => m.body)).toEqual(['Tchau, Rui!']);
    expect((await logsOf(ctx.db, own.id)).map((log) => log.type)).toEqual(['closed']);
    expect((await trackingsOf(ctx.db, own.id))[0]?.closedAt).toBeInstanceOf(Date);

    const connection = await createConnection(ctx.db, desk.companyId, { complationMessage: 'Atendimento encerrado.' });
    const other = await desk.ticket({ whatsappId: connection.id, status: 'open', userId: desk.attendantA.id });
    await put(desk.asA, other.id, { status: 'closed', sendFarewellMessage: true });
    expect((await sentTextsOf(ctx.db, other.id)).map((m) => m.body)).toEqual(['Atendimento encerrado.']);
  });

  it('asks for a rating first (status nps) when the company rates attendances', async () => {
    await setCompanySettings(ctx.db, desk.companyId, { userRating: 'enabled' });
    const connection = await createConnection(ctx.db, desk.companyId, { ratingMessage: 'Nota de 1 a 5?' });
    const ticket = await desk.ticket({ whatsappId: connection.id, status: 'open', userId: desk.attendantA.id });
    const answer = await put(desk.asA, ticket.id, { status: 'closed', sendFarewellMessage: true });
    expect(answer.json().status).toBe('nps');
    expect((await sentTextsOf(ctx.db, ticket.id)).map((m) => m.body)).toEqual(['Nota de 1 a 5?']);
    expect((await trackingsOf(ctx.db, ticket.id))[0]?.closedAt ?? null).toBeNull();

    // Without the farewell (the "close without message" choice) it closes at once.
    const quiet = await desk.ticket({ whatsappId: connection.id, status: 'open', userId: desk.attendantA.id });
    expect((await put(desk.asA, quiet.id, { status: 'closed', sendFarewellMessage: false })).json().status).toBe(
      'closed',
    );
    await setCompanySettings(ctx.db, desk.companyId, { userRating: 'disabled' });
  });
});

describe('ignore', () => {
  it('closes a pending ticket without farewell only for admins or userClosePendingTicket', async () => {
    const noIgnore = await createUser(ctx.db, desk.companyId, { userClosePendingTicket: 'disabled' });
    const { linkUserQueues } = await import('../../../test/factories');
    await linkUserQueues(ctx.db, desk.companyId, noIgnore.id, [desk.queueA.id]);
    const ticket = await desk.ticket({ queueId: desk.queueA.id, amountUsedBotQueues: 2 });
    const refused = await put(await clientFor(ctx, noIgnore), ticket.id, { status: 'closed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('ERR_NO_PERMISSION');

    const ignored = await put(desk.asA, ticket.id, { status: 'closed', sendFarewellMessage: true });
    expect(ignored.json().status).toBe('closed');
    expect(await sentTextsOf(ctx.db, ticket.id)).toEqual([]);
    expect(await storedTicket(ctx.db, ticket.id)).toMatchObject({ amountUsedBotQueues: 0, userId: desk.attendantA.id });
  });
});

describe('reopen', () => {
  it('reopens a closed ticket as a new attendance', async () => {
    const contact = await createContact(ctx.db, desk.companyId, { channel: 'sandbox' });
    const created = await desk.asA({
      method: 'POST',
      url: '/api/tickets',
      payload: { contactId: contact.id, queueId: desk.queueA.id },
    });
    const id = created.json().id as number;
    await put(desk.asA, id, { status: 'closed', sendFarewellMessage: false });
    const answer = await put(desk.asA, id, { status: 'open' });
    expect(answer.json()).toMatchObject({ id, status: 'open', userId: desk.attendantA.id });
    expect((await logsOf(ctx.db, id)).map((log) => log.type)).toEqual(['create', 'closed', 'reopen']);
    const trackings = await trackingsOf(ctx.db, id);
    expect(trackings).toHaveLength(2);
    expect(trackings[0]?.closedAt).toBeInstanceOf(Date);
    expect(trackings[1]).toMatchObject({ closedAt: null, userId: desk.attendantA.id });
  });

  it("answers the contact's other active ticket instead of reopening", async () => {
    const closed = await desk.ticket({ queueId: desk.queueA.id, status: 'closed', userId: desk.attendantA.id });
    const active = await desk.ticket({
      queueId: desk.queueB.id,
      status: 'open',
      userId: desk.attendantB.id,
      contactId: closed.contactId,
    });
    const answer = await put(desk.asA, closed.id, { status: 'open' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: active.id, userId: desk.attendantB.id, queue: { name: 'Suporte' } });
    expect((await storedTicket(ctx.db, closed.id))?.status).toBe('closed');
  });
});

describe('transfer', () => {
  it('to a queue without a user: pending, unassigned, logged both ways, with the message sent', async () => {
    const ticket = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
    const answer = await put(desk.asA, ticket.id, {
      queueId: desk.queueB.id,
      userId: null,
      status: 'pending',
      isTransfered: true,
      msgTransfer: 'Transferindo para o suporte',
    });
    expect(answer.json()).toMatchObject({ status: 'pending', userId: null, queueId: desk.queueB.id });
    expect((await storedTicket(ctx.db, ticket.id))?.isTransfered).toBe(true);
    const logs = await logsOf(ctx.db, ticket.id);
    expect(logs.map((log) => [log.type, log.userId, log.queueId])).toEqual([
      ['transfered', desk.attendantA.id, desk.queueA.id],
      ['receivedTransfer', null, desk.queueB.id],
    ]);
    expect((await sentTextsOf(ctx.db, ticket.id)).map((m) => m.body)).toEqual(['Transferindo para o suporte']);
    // Attendant A no longer sees it.
    expect((await desk.asA({ method: 'GET', url: `/api/tickets/${ticket.id}` })).statusCode).toBe(404);
  });

  it('to a user: open and theirs; a queue is required', async () => {
    const ticket = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
    const missing = await put(desk.asA, ticket.id, { isTransfered: true, userId: desk.attendantB.id });
    expect(missing.statusCode).toBe(400);
    const answer = await put(desk.asA, ticket.id, {
      isTransfered: true,
      queueId: desk.queueB.id,
      userId: desk.attendantB.id,
      status: 'open',
    });
    expect(answer.json()).toMatchObject({ status: 'open', userId: desk.attendantB.id, queueId: desk.queueB.id });
    expect(await sentTextsOf(ctx.db, ticket.id)).toEqual([]);
  });
});

describe('integration toggle', () => {
  it('sets useIntegration', async () => {
    const ticket = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
    expect((await put(desk.asA, ticket.id, { useIntegration: true })).json().useIntegration).toBe(true);
    expect((await storedTicket(ctx.db, ticket.id))?.useIntegration).toBe(true);
  });
});

describe('DELETE /tickets/{id}', () => {
  it('needs ticket-options:deleteTicket', async () => {
    const ticket = await desk.ticket({ queueId: desk.queueA.id });
    expect((await desk.asA({ method: 'DELETE', url: `/api/tickets/${ticket.id}` })).statusCode).toBe(403);
    expect((await desk.asAdmin({ method: 'DELETE', url: `/api/tickets/${ticket.id}` })).statusCode).toBe(204);
    expect(await storedTicket(ctx.db, ticket.id)).toBeUndefined();
  });
});

describe('POST /tickets/closeAll', () => {
  it('closes one status in the chosen queues, for admins only', async () => {
    const inA = await desk.ticket({ queueId: desk.queueA.id });
    const inB = await desk.ticket({ queueId: desk.queueB.id });
    const openInA = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
    const payload = { status: 'pending', selectedQueueIds: [desk.queueA.id], withoutQueue: false, showAll: true };
    expect((await desk.asA({ method: 'POST', url: '/api/tickets/closeAll', payload })).statusCode).toBe(403);
    const answer = await desk.asAdmin({ method: 'POST', url: '/api/tickets/closeAll', payload });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().closed).toBeGreaterThanOrEqual(1);
    expect((await storedTicket(ctx.db, inA.id))?.status).toBe('closed');
    expect((await storedTicket(ctx.db, inB.id))?.status).toBe('pending');
    expect((await storedTicket(ctx.db, openInA.id))?.status).toBe('open');
    expect((await logsOf(ctx.db, inA.id)).map((log) => log.type)).toEqual(['closed']);

    // Another company's admin closing everything leaves this company alone.
    const other = await ticketDesk(ctx);
    await other.asAdmin({ method: 'POST', url: '/api/tickets/closeAll', payload: { status: 'pending' } });
    expect((await storedTicket(ctx.db, inB.id))?.status).toBe('pending');
  });
});

describe('GET /tickets-log/{id}', () => {
  it('lists the entries with user and queue names, to those who see the ticket', async () => {
    const ticket = await desk.ticket({ queueId: desk.queueA.id });
    await put(desk.asA, ticket.id, { status: 'open' });
    await put(desk.asA, ticket.id, { status: 'closed', sendFarewellMessage: false });
    const answer = await desk.asA({ method: 'GET', url: `/api/tickets-log/${ticket.id}` });
    expect(answer.json()).toMatchObject([
      { type: 'open', user: { name: 'Alice A' }, queue: { name: 'Vendas' } },
      { type: 'closed', user: { name: 'Alice A' }, queue: { name: 'Vendas' } },
    ]);
    expect((await desk.asB({ method: 'GET', url: `/api/tickets-log/${ticket.id}` })).statusCode).toBe(404);
  });
});

describe('ticket tags', () => {
  it('puts and removes tags on a ticket', async () => {
    const ticket = await desk.ticket({ queueId: desk.queueA.id });
    const lane = await createTag(ctx.db, desk.companyId, { kanban: 1, name: 'Em andamento' });
    const added = await desk.asA({ method: 'PUT', url: `/api/ticket-tags/${ticket.id}/${lane.id}` });
    expect(added.json().tags).toEqual([{ id: lane.id, name: 'Em andamento', color: '#112233', kanban: 1 }]);
    expect((await desk.asA({ method: 'PUT', url: `/api/ticket-tags/${ticket.id}/${lane.id}` })).statusCode).toBe(200);
    expect((await desk.asA({ method: 'DELETE', url: `/api/ticket-tags/${ticket.id}` })).json().tags).toEqual([]);
  });

  it("refuses another company's tag", async () => {
    const ticket = await desk.ticket({ queueId: desk.queueA.id });
    const foreign = await createTag(ctx.db, (await createCompany(ctx.db)).id);
    const answer = await desk.asA({ method: 'PUT', url: `/api/ticket-tags/${ticket.id}/${foreign.id}` });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toBe('ERR_NO_TAG_FOUND');
  });
});

describe('resetUnread', () => {
  it('zeroes the counter and publishes ticket.unreadReset only when it changed', async () => {
    const ticket = await desk.ticket({ queueId: desk.queueA.id, unreadMessages: 3 });
    const published: number[] = [];
    const off = ctx.events.subscribe('ticket.unreadReset', (event) => void published.push(event.ticketId));
    for (let round = 0; round < 2; round++) {
      const result = await ctx.db
        .tenant(desk.companyId)
        .transaction((tx) => resetUnread(tx, desk.companyId, ticket.id));
      result.publish(ctx.events);
    }
    off();
    expect(published).toEqual([ticket.id]);
    expect((await storedTicket(ctx.db, ticket.id))?.unreadMessages).toBe(0);
  });
});
