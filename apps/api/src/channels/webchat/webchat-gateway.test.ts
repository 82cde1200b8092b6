import type { WebchatHandshake, WebchatServerMessage, WebchatSession } from '@chatdesk/contracts';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createTicket } from '../../../test/factories';
import type { TestContext } from '../../../test/harness';
import { contacts, messages, tickets } from '../../db/schema';
import { setCompanyOption } from '../../modules/messages/messages.test-support';
import { forwardWebchatEvents } from '../../modules/webchat/webchat.realtime';
import { identityHashOf } from './visitor-identity';
import { say, shop, startWebchatBed, type WebchatBed } from './webchat.test-support';

const eventually = { timeout: 15_000, interval: 50 };
let bed: WebchatBed;
let ctx: TestContext;
let desk: WebchatBed['desk'];
let connectionId: number;
let identitySecret: string;

beforeAll(async () => {
  // Every visitor of this file comes from 127.0.0.1; visitor-limits.test.ts tests the limit.
  bed = await startWebchatBed({ limits: { handshakesPerMinute: 1_000 } });
  ({ ctx, desk, connectionId } = bed);
  forwardWebchatEvents(ctx.events, bed.gateway);
  identitySecret = (
    await desk.asAdmin({ method: 'POST', url: `/api/webchat/settings/${connectionId}/identity-secret` })
  ).json().identitySecret;
});
afterEach(() => bed.disconnectAll());
afterAll(async () => {
  await bed?.close();
});

interface Visitor {
  socket: Socket;
  session: WebchatSession;
  history: WebchatServerMessage[];
  received: WebchatServerMessage[];
}

/** A visitor as the widget connects: the page's Origin (none: null), the widget key. */
function visit(auth: Partial<WebchatHandshake> = {}, origin: string | null = shop): Promise<Visitor> {
  const socket = bed.open(auth, origin ? { origin } : {});
  const received: WebchatServerMessage[] = [];
  socket.on('message', (message: WebchatServerMessage) => received.push(message));
  return new Promise((resolve, reject) => {
    let session: WebchatSession | null = null;
    socket.on('session', (value: WebchatSession) => {
      session = value;
    });
    socket.on('history', (history: WebchatServerMessage[]) =>
      session ? resolve({ socket, session, history, received }) : reject(new Error('history before session')),
    );
    socket.on('connect_error', reject);
  });
}

const refusalOf = (auth: Partial<WebchatHandshake>, origin: string | null = shop) =>
  visit(auth, origin).then(
    () => 'connected',
    (error: Error) => error.message,
  );

async function ticketOfVisitor(visitorId: string) {
  return ctx.db.system.transaction(async (tx) => {
    const [contact] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, desk.company.id), eq(contacts.number, visitorId)));
    if (!contact) return null;
    const [ticket] = await tx.select().from(tickets).where(eq(tickets.contactId, contact.id));
    const rows = ticket ? await tx.select().from(messages).where(eq(messages.ticketId, ticket.id)) : [];
    return { contact, ticket, messages: rows };
  });
}

describe('visitor handshake', () => {
  it('refuses an unknown widget key, and an origin that is not allowed or missing', async () => {
    expect(await refusalOf({ key: 'x'.repeat(32) })).toBe('ERR_NOT_FOUND');
    expect(await refusalOf({}, 'https://evil.example')).toBe('ERR_WEBCHAT_ORIGIN_REFUSED');
    expect(await refusalOf({}, null)).toBe('ERR_WEBCHAT_ORIGIN_REFUSED');
  });

  it('issues a signed visitor token and recognises it; a tampered or foreign token makes a new visitor', async () => {
    const first = await visit();
    expect(first.session.visitorId).toMatch(/^v[0-9a-f]{24}$/);
    expect(first.session.visitorName).toMatch(/^Visitante \d+$/);
    expect(first.session.title).toBe('Site');
    const again = await visit({ token: first.session.token });
    expect(again.session.visitorId).toBe(first.session.visitorId);
    expect(again.session.visitorName).toBe(first.session.visitorName);

    const tampered = first.session.token.replace(/\.[^.]+\./, `.v${'0'.repeat(24)}.`);
    expect((await visit({ token: tampered })).session.visitorId).not.toBe(first.session.visitorId);
    const foreign = first.session.token.replace(/^\d+\./, `${connectionId + 1000}.`);
    expect((await visit({ token: foreign })).session.visitorId).not.toBe(first.session.visitorId);
  });

  it('identifies a company user by a valid HMAC of their id and refuses an invalid one', async () => {
    const secret = identitySecret;
    const known = await visit({ userId: 'cust-42', userHash: identityHashOf(secret, 'cust-42'), name: 'Ana' });
    expect(known.session).toMatchObject({ visitorId: 'u-cust-42', visitorName: 'Ana' });
    expect(await refusalOf({ userId: 'cust-42', userHash: identityHashOf(secret, 'cust-43') })).toBe(
      'ERR_WEBCHAT_IDENTITY_INVALID',
    );
    expect(await refusalOf({ userId: 'cust-42', userHash: 'nothex' })).toBe('ERR_WEBCHAT_IDENTITY_INVALID');
    expect(await refusalOf({ userId: 'cust-42', userHash: identityHashOf('another secret', 'cust-42') })).toBe(
      'ERR_WEBCHAT_IDENTITY_INVALID',
    );
  });
});

describe('visitor messages', () => {
  it('turn into a webchat contact, a pending ticket and messages, once per client id', async () => {
    const visitor = await visit();
    const reply = await say(visitor.socket, { clientId: 'c1-aaaaaaaa', body: 'Olá 👋 preciso de ajuda' });
    expect(reply).toMatchObject({ ok: true });
    const again = await say(visitor.socket, { clientId: 'c1-aaaaaaaa', body: 'Olá 👋 preciso de ajuda' });
    expect(again).toMatchObject({ ok: true });
    const stored = await ticketOfVisitor(visitor.session.visitorId);
    expect(stored?.contact).toMatchObject({ channel: 'webchat', name: visitor.session.visitorName });
    expect(stored?.ticket).toMatchObject({ status: 'pending', channel: 'webchat', whatsappId: connectionId });
    expect(stored?.messages.map((m) => [m.body, m.fromMe])).toEqual([['Olá 👋 preciso de ajuda', false]]);
  });

  it('stores an attachment checked on its bytes and refuses other files and bad input', async () => {
    const visitor = await visit();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const sent = await say(visitor.socket, {
      clientId: 'c2-aaaaaaaa',
      body: '',
      attachment: { name: 'foto.png', type: 'image/png', data: png },
    });
    expect(sent).toMatchObject({ ok: true });
    const html = Buffer.from('<html><script>alert(1)</script></html>\u0001');
    const refused = await say(visitor.socket, {
      clientId: 'c3-aaaaaaaa',
      body: 'x',
      attachment: { name: 'a.html', type: 'image/png', data: html },
    });
    expect(refused).toEqual({ ok: false, error: 'ERR_UNSUPPORTED_MEDIA_TYPE' });
    expect(await say(visitor.socket, { clientId: 'bad id!', body: 'x' })).toEqual({
      ok: false,
      error: 'ERR_VALIDATION',
    });
    expect(await say(visitor.socket, { clientId: 'c4-aaaaaaaa', body: '   ' })).toEqual({
      ok: false,
      error: 'ERR_VALIDATION',
    });
    const stored = await ticketOfVisitor(visitor.session.visitorId);
    expect(stored?.messages).toHaveLength(1);
    expect(stored?.messages[0]).toMatchObject({ mediaType: 'image', body: 'foto.png' });
    expect(stored?.messages[0]?.mediaUrl).toMatch(/^[0-9a-f]{32}\.png$/);
  });
});

/** A visitor who said 'Oi', their ticket accepted by the admin. */
async function acceptedConversation(clientId: string) {
  const visitor = await visit();
  await say(visitor.socket, { clientId, body: 'Oi' });
  const ticketId = (await ticketOfVisitor(visitor.session.visitorId))?.ticket?.id as number;
  await desk.asAdmin({ method: 'PUT', url: `/api/tickets/${ticketId}`, payload: { status: 'open' } });
  return { visitor, ticketId };
}

describe('attendant side', () => {
  it('an answer reaches the visitor live with the agent name, acks come back, typing shows, history keeps it', async () => {
    const visitor = await visit();
    await say(visitor.socket, { clientId: 'c5-aaaaaaaa', body: 'Oi' });
    const stored = await ticketOfVisitor(visitor.session.visitorId);
    const ticketId = stored?.ticket?.id as number;
    const accepted = await desk.asAdmin({
      method: 'PUT',
      url: `/api/tickets/${ticketId}`,
      payload: { status: 'open' },
    });
    expect(accepted.statusCode).toBe(200);

    const typing = new Promise((resolve) => visitor.socket.once('typing', resolve));
    const typed = await desk.asAdmin({
      method: 'POST',
      url: `/api/webchat/tickets/${ticketId}/typing`,
      payload: { typing: true },
    });
    expect(typed.statusCode).toBe(204);
    expect(await typing).toEqual({ agentName: 'Admin Ana', typing: true });

    const sent = await desk.asAdmin({
      method: 'POST',
      url: `/api/messages/${ticketId}`,
      payload: { body: 'Olá! Como posso ajudar?' },
    });
    expect(sent.statusCode).toBe(201);
    await vi.waitFor(
      () => expect(visitor.received.map((m) => m.body)).toContain('Olá! Como posso ajudar?'),
      eventually,
    );
    const answer = visitor.received.at(-1) as WebchatServerMessage;
    expect(answer).toMatchObject({ fromVisitor: false, agentName: 'Admin Ana', mediaUrl: null });

    visitor.socket.emit('ack', { externalIds: [answer.externalId], ack: 3 });
    await vi.waitFor(async () => {
      const [row] = await ctx.db.system.transaction((tx) =>
        tx.select().from(messages).where(eq(messages.id, sent.json().id)),
      );
      expect(row?.ack).toBe(3);
    }, eventually);

    const back = await visit({ token: visitor.session.token });
    expect(back.history.map((m) => [m.body, m.fromVisitor, m.agentName])).toEqual([
      ['Oi', true, null],
      ['Olá! Como posso ajudar?', false, 'Admin Ana'],
    ]);
  });

  it('a signed answer reaches the visitor as the text alone, the name beside it, live and in the history', async () => {
    await setCompanyOption(ctx, desk.company.id, { sendSignMessage: 'enabled' });
    const { visitor, ticketId } = await acceptedConversation('c7-aaaaaaaa');
    const sent = await desk.asAdmin({
      method: 'POST',
      url: `/api/messages/${ticketId}`,
      payload: { body: 'Pode *confirmar*?', signMessage: true },
    });
    // The panel keeps what a WhatsApp contact would read; the widget gets the words and the name.
    expect(sent.json().body).toBe('*Admin Ana:*\nPode *confirmar*?');
    await vi.waitFor(() => expect(visitor.received).toHaveLength(1), eventually);
    expect(visitor.received[0]).toMatchObject({ body: 'Pode *confirmar*?', agentName: 'Admin Ana' });
    const back = await visit({ token: visitor.session.token });
    expect(back.history.at(-1)).toMatchObject({ body: 'Pode *confirmar*?', agentName: 'Admin Ana' });
  });

  it('a Pix request and a copy button reach the visitor as readable text, live and in the history', async () => {
    const { visitor, ticketId } = await acceptedConversation('c8-aaaaaaaa');
    const pix = await desk.asAdmin({
      method: 'POST',
      url: `/api/messages/PIX/${ticketId}`,
      payload: {
        title: 'Pedido 42',
        sendvalue: 12_345,
        sendkey_type: 'EMAIL',
        sendKey: 'caixa@loja.com',
        sendmerchant_name: 'Loja Exemplo',
      },
    });
    expect(pix.statusCode).toBe(201);
    await vi.waitFor(() => expect(visitor.received).toHaveLength(1), eventually);
    const copy = await desk.asAdmin({
      method: 'POST',
      url: `/api/messages/copy/${ticketId}`,
      payload: { title: 'Seu cupom', description: 'Válido hoje', buttonText: 'Copiar', copyText: 'DESC10' },
    });
    expect(copy.statusCode).toBe(201);
    await vi.waitFor(() => expect(visitor.received).toHaveLength(2), eventually);
    const readable = [
      'Pix · R$\u00a0123,45 · Pedido 42\nChave Pix (EMAIL): caixa@loja.com\nRecebedor: Loja Exemplo',
      'Seu cupom\nVálido hoje\nCopiar: DESC10',
    ];
    expect(visitor.received.map((m) => m.body)).toEqual(readable);
    const back = await visit({ token: visitor.session.token });
    expect(back.history.slice(-2).map((m) => m.body)).toEqual(readable);
  });

  it('typing on a ticket of another company or channel answers 404 / 409', async () => {
    const stranger = await companyWithStaff(ctx);
    const visitor = await visit();
    await say(visitor.socket, { clientId: 'c6-aaaaaaaa', body: 'Oi' });
    const ticketId = (await ticketOfVisitor(visitor.session.visitorId))?.ticket?.id;
    const foreign = await stranger.asAdmin({
      method: 'POST',
      url: `/api/webchat/tickets/${ticketId}/typing`,
      payload: { typing: true },
    });
    expect(foreign.statusCode).toBe(404);
    const phoneTicket = await createTicket(ctx.db, desk.company.id, { status: 'open' });
    const notWebchat = await desk.asAdmin({
      method: 'POST',
      url: `/api/webchat/tickets/${phoneTicket.id}/typing`,
      payload: { typing: false },
    });
    expect(notWebchat.json()).toMatchObject({ error: 'ERR_NOT_WEBCHAT_CONNECTION' });
  });
});
