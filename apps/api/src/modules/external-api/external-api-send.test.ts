import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createQueue, mintToken } from '../../../test/factories';
import type { SandboxDriver } from '../../channels/sandbox/sandbox-driver';
import { contacts, messages, tickets } from '../../db/schema';
import { testMedia } from '../../platform/storage/test-media';
import { eventually, messagesOfTicket, setGlobalSetting, storedTicketRow } from '../messages/messages.test-support';
import { apiDesk, freshNumber, mediaPart, storedFileCount, useApiDesk } from './external-api.test-support';

const api = useApiDesk();

const sandbox = () => api.ctx.channels.runtime.driverFor('sandbox') as SandboxDriver;
const outboxSends = (connectionId = api.desk.connection.id) =>
  sandbox()
    .outbox(connectionId)
    .flatMap((entry) => (entry.kind === 'send' ? [entry.message] : []));
const contactOf = async (companyId: number, number: string) => {
  const [row] = await api.ctx.db.system.transaction((tx) =>
    tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), eq(contacts.number, number))),
  );
  return row;
};
const ticketsOf = (contactId: number) =>
  api.ctx.db.system.transaction((tx) => tx.select().from(tickets).where(eq(tickets.contactId, contactId)));
const storedFiles = () => storedFileCount(api.ctx, api.desk.companyId);
const storedMessage = async (id: number) => {
  const [row] = await api.ctx.db.system.transaction((tx) => tx.select().from(messages).where(eq(messages.id, id)));
  return row;
};

describe('POST /api/messages/send (JSON)', () => {
  it('creates the contact and a pending ticket, queues the text and the sandbox phone walks its acks', async () => {
    const number = freshNumber();
    const created: string[] = [];
    const stop = api.ctx.app.events.subscribe('ticket.created', () => void created.push('ticket'));
    const stopMessage = api.ctx.app.events.subscribe('message.created', () => void created.push('message'));
    const response = await api.desk.call({ payload: { number, body: '  Seu pedido saiu para entrega  ' } });
    stop();
    stopMessage();
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    const contact = await contactOf(api.desk.companyId, number);
    expect(contact).toMatchObject({ name: number, channel: 'sandbox', whatsappId: api.desk.connection.id });
    expect(answer).toEqual({
      message: 'Mensagem enviada',
      ticketId: expect.any(Number),
      ticketStatus: 'pending',
      contactId: contact?.id,
      messageIds: [expect.any(Number)],
    });
    expect(created).toEqual(['ticket', 'message']);
    const ticket = await storedTicketRow(api.ctx, answer.ticketId);
    expect(ticket).toMatchObject({ status: 'pending', userId: null, whatsappId: api.desk.connection.id });
    expect(ticket?.lastMessage).toBe('Seu pedido saiu para entrega');

    await vi.waitFor(() => expect(outboxSends().map((m) => m.messageId)).toContain(answer.messageIds[0]), eventually);
    expect(outboxSends().find((m) => m.messageId === answer.messageIds[0])).toMatchObject({
      to: number,
      body: 'Seu pedido saiu para entrega',
    });
    await vi.waitFor(async () => expect((await storedMessage(answer.messageIds[0]))?.ack).toBe(3), eventually);
    expect(await storedMessage(answer.messageIds[0])).toMatchObject({ fromMe: true, userId: null, isPrivate: false });
  });

  it("reuses the contact's active ticket for the next send (one active ticket per contact)", async () => {
    const number = freshNumber();
    const first = (await api.desk.call({ payload: { number, body: 'um' } })).json();
    const second = (await api.desk.call({ payload: { number, body: 'dois' } })).json();
    expect(second.ticketId).toBe(first.ticketId);
    expect(second.contactId).toBe(first.contactId);
    expect(await ticketsOf(first.contactId)).toHaveLength(1);
    expect((await messagesOfTicket(api.ctx, first.ticketId)).map((m) => m.body)).toEqual(['um', 'dois']);
  });

  it('assigns the named user and queue (the ticket opens) and signs with the user name when asked', async () => {
    const queue = await createQueue(api.ctx.db, api.desk.companyId, { name: 'Entregas', color: '#123456' });
    const number = freshNumber();
    const response = await api.desk.call({
      payload: { number, body: 'Olá!', userId: api.desk.user.id, queueId: String(queue.id), sendSignature: true },
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer.ticketStatus).toBe('open');
    expect(await storedTicketRow(api.ctx, answer.ticketId)).toMatchObject({
      status: 'open',
      userId: api.desk.user.id,
      queueId: queue.id,
    });
    const [message] = await messagesOfTicket(api.ctx, answer.ticketId);
    expect(message).toMatchObject({ body: `*${api.desk.user.name}:*\nOlá!`, userId: api.desk.user.id });

    const unsigned = await api.desk.call({ payload: { number, body: 'sem assinatura', userId: api.desk.user.id } });
    expect((await storedMessage(unsigned.json().messageIds[0]))?.body).toBe('sem assinatura');
    const noUser = await api.desk.call({ payload: { number, body: 'x', sendSignature: 'true' } });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().issues).toEqual([
      { path: 'body.sendSignature', message: 'Informe o userId para assinar a mensagem' },
    ]);
  });

  it('closeTicket closes the ticket after queueing, and the message is still delivered', async () => {
    const number = freshNumber();
    const response = await api.desk.call({ payload: { number, body: 'Atendimento encerrado', closeTicket: true } });
    expect(response.statusCode, response.body).toBe(201);
    const { ticketId, messageIds, ticketStatus } = response.json();
    expect(ticketStatus).toBe('closed');
    expect(await storedTicketRow(api.ctx, ticketId)).toMatchObject({ status: 'closed' });
    await vi.waitFor(() => expect(outboxSends().map((m) => m.messageId)).toContain(messageIds[0]), eventually);
    // The next message opens a new ticket: the closed one is not active any more.
    const next = (await api.desk.call({ payload: { number, body: 'nova conversa' } })).json();
    expect(next.ticketId).not.toBe(ticketId);
  });

  it('refuses numbers with anything but digits, and empty bodies, storing nothing', async () => {
    const cases = [
      { number: '+55 (11) 99999-0000', message: expect.stringContaining('apenas dígitos') },
      { number: '5511-99990000', message: expect.stringContaining('apenas dígitos') },
      { number: '1234', message: 'O número deve ter de 8 a 15 dígitos.' },
    ];
    for (const { number, message } of cases) {
      const response = await api.desk.call({ payload: { number, body: 'oi' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'ERR_VALIDATION', issues: [{ path: 'body.number', message }] });
    }
    const empty = await api.desk.call({ payload: { number: freshNumber(), body: '   ' } });
    expect(empty.json().issues).toEqual([{ path: 'body.body', message: 'Obrigatório' }]);
    expect(await contactOf(api.desk.companyId, '551199990000')).toBeUndefined();
  });

  it('answers 401 ERR_INVALID_API_TOKEN without a token, with a wrong one or with a user session token', async () => {
    const payload = { number: freshNumber(), body: 'oi' };
    const sessionToken = await mintToken(api.ctx.tokens, api.desk.admin);
    // One character off (never the same one: a token ending in 'Z' stayed itself, 1 run in 62).
    const lastChanged = `${api.desk.token.slice(0, -1)}${api.desk.token.endsWith('Z') ? 'Y' : 'Z'}`;
    for (const token of [null, 'x'.repeat(30), lastChanged, sessionToken]) {
      const response = await api.desk.call({ payload, token });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('ERR_INVALID_API_TOKEN');
    }
    expect(await contactOf(api.desk.companyId, payload.number)).toBeUndefined();
  });

  it("refuses another company's user and queue with 404 and sends nothing", async () => {
    const other = await apiDesk(api.ctx);
    const foreignQueue = await createQueue(api.ctx.db, other.companyId, { name: 'Alheia', color: '#654321' });
    const number = freshNumber();
    const byUser = await api.desk.call({ payload: { number, body: 'oi', userId: other.user.id } });
    expect(byUser.statusCode).toBe(404);
    expect(byUser.json().error).toBe('ERR_NO_USER_FOUND');
    const byQueue = await api.desk.call({ payload: { number, body: 'oi', queueId: foreignQueue.id } });
    expect(byQueue.statusCode).toBe(404);
    expect(byQueue.json().error).toBe('ERR_NO_QUEUE_FOUND');
    expect(await contactOf(api.desk.companyId, number)).toBeUndefined();
    // Each token sends only through its own connection, into its own company.
    const theirs = (await other.call({ payload: { number, body: 'deles' } })).json();
    expect(await contactOf(api.desk.companyId, number)).toBeUndefined();
    expect((await contactOf(other.companyId, number))?.id).toBe(theirs.contactId);
    expect((await storedTicketRow(api.ctx, theirs.ticketId))?.whatsappId).toBe(other.connection.id);
  });

  it('answers ERR_WAPP_NOT_INITIALIZED when the connection is not connected', async () => {
    const offline = await apiDesk(api.ctx, { status: 'DISCONNECTED' });
    const response = await offline.call({ payload: { number: freshNumber(), body: 'oi' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('ERR_WAPP_NOT_INITIALIZED');
  });

  it('answers once the message is stored, before the channel has sent it', async () => {
    const driver = sandbox();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const original = driver.send.bind(driver);
    // Every send waits while the spy is in place (an earlier test's send may still be in flight).
    const spy = vi.spyOn(driver, 'send').mockImplementation(async (connection, message) => {
      await held;
      return original(connection, message);
    });
    try {
      const response = await api.desk.call({ payload: { number: freshNumber(), body: 'sem esperar' } });
      expect(response.statusCode).toBe(201);
      const [id] = response.json().messageIds;
      await vi.waitFor(() => expect(spy.mock.calls.map(([, message]) => message.messageId)).toContain(id), eventually);
      expect(await storedMessage(id)).toMatchObject({ ack: 0, externalId: null });
      release();
      await vi.waitFor(async () => expect((await storedMessage(id))?.ack).toBeGreaterThanOrEqual(1), eventually);
    } finally {
      release();
      spy.mockRestore();
    }
  });
});

describe('POST /api/messages/send (multipart medias)', () => {
  it('stores each file, sends one message per file, the body captioning the first', async () => {
    const number = freshNumber();
    const response = await api.desk.call({
      parts: [
        { name: 'number', value: number },
        { name: 'body', value: 'Segue o comprovante' },
        mediaPart('foto.png', testMedia.png, 'image/png'),
        mediaPart('contrato.pdf', testMedia.pdf, 'application/pdf'),
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { messageIds, ticketId } = response.json();
    expect(messageIds).toHaveLength(2);
    const rows = await messagesOfTicket(api.ctx, ticketId);
    expect(rows.map((m) => [m.mediaType, m.body])).toEqual([
      ['image', 'Segue o comprovante'],
      ['application', 'contrato.pdf'],
    ]);
    await vi.waitFor(
      () => expect(outboxSends().map((m) => m.messageId)).toEqual(expect.arrayContaining(messageIds)),
      eventually,
    );
    const wire = outboxSends().filter((m) => messageIds.includes(m.messageId));
    expect(wire.map((m) => m.mediaMimetype).sort()).toEqual(['application/pdf', 'image/png']);
  });

  it("limits each file to the platform's downloadLimit, like the workspace, keeping nothing", async () => {
    await setGlobalSetting(api.ctx, 'downloadLimit', '1');
    try {
      const big = Buffer.concat([testMedia.png, Buffer.alloc(1024 * 1024 - testMedia.png.length + 1)]);
      const number = freshNumber();
      const before = await storedFiles();
      const response = await api.desk.call({
        parts: [{ name: 'number', value: number }, mediaPart('grande.png', big)],
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toBe('ERR_PAYLOAD_TOO_LARGE');
      expect(await storedFiles()).toBe(before);
      expect(await contactOf(api.desk.companyId, number)).toBeUndefined();
      const fits = await api.desk.call({
        parts: [{ name: 'number', value: number }, mediaPart('cabe.png', big.subarray(0, 1024 * 1024))],
      });
      expect(fits.statusCode).toBe(201);
    } finally {
      await setGlobalSetting(api.ctx, 'downloadLimit', '64');
    }
  });

  it('uses the file name when the body is empty and refuses a bad number before keeping any file', async () => {
    const number = freshNumber();
    const named = await api.desk.call({
      parts: [{ name: 'number', value: number }, mediaPart('nota.pdf', testMedia.pdf)],
    });
    expect((await storedMessage(named.json().messageIds[0]))?.body).toBe('nota.pdf');

    const bad = await api.desk.call({
      parts: [{ name: 'number', value: '+55 11' }, mediaPart('a.png', testMedia.png)],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('body.number');
    const none = await api.desk.call({ parts: [{ name: 'number', value: number }] });
    expect(none.json().issues).toEqual([{ path: 'body.medias', message: 'Nenhuma mídia selecionada' }]);
  });
});
