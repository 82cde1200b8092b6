import { randomBytes } from 'node:crypto';
import { companyEvent, companyNamespace } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContact, createMessage, sessionToken } from '../../../test/factories';
import {
  type ClientSocket,
  connectClient,
  nextEvent,
  recordEvents,
  send,
} from '../../../test/fixtures/realtime-clients';
import { startTestPlatform, type TestContext, type TestPlatform } from '../../../test/harness';
import type { TokenService } from '../../platform/auth/tokens';
import type { RunningPlatform } from '../../server';
import { setCompanySettings, type TicketDesk, ticketDesk } from './tickets.test-support';

/** Ticket and message events through the real wiring (server.ts): per-user delivery over real sockets. */
let testPlatform: TestPlatform;
let platform: RunningPlatform;
let tokens: TokenService;
let desk: TicketDesk;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  testPlatform = await startTestPlatform();
  ({ platform, tokens } = testPlatform);
  desk = await ticketDesk({ db: testPlatform.database.db, tokens, app: platform.app } as unknown as TestContext);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await testPlatform?.close();
});

async function socketOf(user: TicketDesk['admin']) {
  const socket = await connectClient(platform.url, companyNamespace(user.companyId), {
    token: await sessionToken({ db: testPlatform.database.db, tokens }, user),
  });
  sockets.push(socket);
  return socket;
}

const ticketEvent = () => companyEvent(desk.companyId, 'ticket');
const messageEvent = () => companyEvent(desk.companyId, 'appMessage');
const aboutTicket = (payload: unknown, ticketId: number) => {
  const { ticket, ticketId: id } = payload as { ticket?: { id: number }; ticketId?: number };
  return ticket?.id === ticketId || id === ticketId;
};
/** Events about one ticket only: a socket may still get an earlier test's (its message's acks, say). */
const nextAbout = (socket: ClientSocket, event: string, ticketId: number) =>
  nextEvent(socket, event, (payload) => aboutTicket(payload, ticketId));
const ticketEventOf = (event: { event: string; payload: unknown }, ticketId: number) =>
  event.event === ticketEvent() && aboutTicket(event.payload, ticketId);
const put = (client: TicketDesk['asA'], id: number, payload: object) =>
  client({ method: 'PUT', url: `/api/tickets/${id}`, payload });

describe('company-{id}-ticket', () => {
  it("goes to queue A's attendant and the admin, never to queue B's attendant", async () => {
    const [alice, bruno, admin] = [
      await socketOf(desk.attendantA),
      await socketOf(desk.attendantB),
      await socketOf(desk.admin),
    ];
    const brunoEvents = recordEvents(bruno);
    const ticket = await desk.ticket({ queueId: desk.queueA.id });
    const toAlice = nextAbout(alice, ticketEvent(), ticket.id);
    const toAdmin = nextAbout(admin, ticketEvent(), ticket.id);
    await put(desk.asA, ticket.id, { status: 'open' });
    expect(await toAlice).toMatchObject({ action: 'update', ticket: { id: ticket.id, status: 'open' } });
    expect(await toAdmin).toMatchObject({ action: 'update', ticket: { id: ticket.id } });

    // A later event Bruno may see proves the earlier one had its chance to arrive.
    const marker = await desk.ticket({ queueId: desk.queueB.id });
    const toBruno = nextAbout(bruno, ticketEvent(), marker.id);
    await put(desk.asB, marker.id, { status: 'open' });
    expect(await toBruno).toMatchObject({ ticket: { id: marker.id } });
    expect(brunoEvents.filter((event) => aboutTicket(event.payload, ticket.id))).toEqual([]);
  });

  it('masks the number for profile user under LGPD', async () => {
    await setCompanySettings(testPlatform.database.db, desk.companyId, {
      enableLGPD: 'enabled',
      lgpdHideNumber: 'enabled',
    });
    // What the settings module publishes after such a change: the cached audience is dropped.
    const columns = ['enableLGPD', 'lgpdHideNumber'] as const;
    platform.app.events.publish({ type: 'company-settings.updated', companyId: desk.companyId, columns: [...columns] });
    const [alice, admin] = [await socketOf(desk.attendantA), await socketOf(desk.admin)];
    const contact = await createContact(testPlatform.database.db, desk.companyId, {
      number: '5511955554444',
      channel: 'sandbox',
    });
    const ticket = await desk.ticket({ queueId: desk.queueA.id, contactId: contact.id });
    const toAlice = nextAbout(alice, ticketEvent(), ticket.id);
    const toAdmin = nextAbout(admin, ticketEvent(), ticket.id);
    await put(desk.asA, ticket.id, { status: 'open' });
    expect(await toAlice).toMatchObject({ ticket: { contact: { number: '5511955****44' } } });
    expect(await toAdmin).toMatchObject({ ticket: { contact: { number: '5511955554444' } } });
    await setCompanySettings(testPlatform.database.db, desk.companyId, { enableLGPD: 'disabled' });
  });

  it('a transfer to another queue is a delete for the attendant who loses the ticket', async () => {
    const [alice, bruno] = [await socketOf(desk.attendantA), await socketOf(desk.attendantB)];
    const ticket = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
    const toAlice = nextAbout(alice, ticketEvent(), ticket.id);
    const toBruno = nextAbout(bruno, ticketEvent(), ticket.id);
    await put(desk.asA, ticket.id, { isTransfered: true, queueId: desk.queueB.id, userId: null, status: 'pending' });
    expect(await toAlice).toEqual({ action: 'delete', ticketId: ticket.id });
    expect(await toBruno).toMatchObject({ action: 'update', ticket: { id: ticket.id, status: 'pending' } });
  });
});

describe('company-{id}-ticket new-message', () => {
  /** The ticket events and message creates one socket got about this ticket, in order of arrival. */
  const aboutThis = (events: { event: string; payload: unknown }[], ticketId: number) =>
    events
      .filter((entry) => aboutTicket(entry.payload, ticketId))
      .map((entry) => {
        const topic = entry.event === ticketEvent() ? 'ticket' : 'appMessage';
        return `${topic}:${(entry.payload as { action: string }).action}`;
      });

  it('announces the ticket an attendant message changed as new-message, before the message create', async () => {
    const alice = await socketOf(desk.attendantA);
    const events = recordEvents(alice);
    const ticket = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
    const created = nextAbout(alice, messageEvent(), ticket.id);
    const answer = await desk.asA({
      method: 'POST',
      url: `/api/messages/${ticket.id}`,
      payload: { body: 'Já verifico' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    await created;
    expect(events.find((entry) => ticketEventOf(entry, ticket.id))?.payload).toMatchObject({
      action: 'new-message',
      ticket: { id: ticket.id, lastMessage: 'Já verifico' },
    });
    expect(aboutThis(events, ticket.id)).toEqual(['ticket:new-message', 'appMessage:create']);
  });

  it("announces the ticket a contact's message changed as new-message, before the message create", async () => {
    const alice = await socketOf(desk.attendantA);
    const events = recordEvents(alice);
    const contact = await createContact(testPlatform.database.db, desk.companyId, { channel: 'sandbox' });
    const ticket = await desk.ticket({ queueId: desk.queueA.id, contactId: contact.id });
    const inbound = (body: string) =>
      platform.app.channels.inbound(desk.connection, {
        kind: 'message',
        externalId: `EXT${randomBytes(6).toString('hex')}`,
        chat: { id: contact.number, name: contact.name, isGroup: false },
        fromMe: false,
        mediaType: 'conversation',
        body,
      });
    const created = nextAbout(alice, messageEvent(), ticket.id);
    await inbound('Oi, alguma novidade?');
    await created;
    expect(events.find((entry) => ticketEventOf(entry, ticket.id))?.payload).toMatchObject({
      action: 'new-message',
      ticket: { id: ticket.id, lastMessage: 'Oi, alguma novidade?', unreadMessages: 1 },
    });
    expect(aboutThis(events, ticket.id)).toEqual(['ticket:new-message', 'appMessage:create']);
  });
});

describe('company-{id}-appMessage', () => {
  it('carries the message and its ticket to those who see the ticket only', async () => {
    const [alice, bruno] = [await socketOf(desk.attendantA), await socketOf(desk.attendantB)];
    const brunoEvents = recordEvents(bruno);
    const ticket = await desk.ticket({ queueId: desk.queueA.id });
    const message = await createMessage(testPlatform.database.db, ticket, { body: 'Olá, preciso de ajuda' });
    const toAlice = nextAbout(alice, messageEvent(), ticket.id);
    platform.app.events.publish({
      type: 'message.created',
      companyId: desk.companyId,
      messageId: message.id,
      ticketId: ticket.id,
    });
    expect(await toAlice).toMatchObject({
      action: 'create',
      message: { id: message.id, body: 'Olá, preciso de ajuda' },
      ticket: { id: ticket.id },
    });
    const other = await desk.ticket({ queueId: desk.queueB.id });
    const otherMessage = await createMessage(testPlatform.database.db, other);
    const toBruno = nextAbout(bruno, messageEvent(), other.id);
    platform.app.events.publish({
      type: 'message.created',
      companyId: desk.companyId,
      messageId: otherMessage.id,
      ticketId: other.id,
    });
    expect(await toBruno).toMatchObject({ message: { id: otherMessage.id } });
    expect(brunoEvents.filter((event) => event.event === messageEvent())).toHaveLength(1);
  });
});

describe('events published together', () => {
  it('arrive in their order, each about its own ticket, to those who see it', async () => {
    const [alice, bruno] = [await socketOf(desk.attendantA), await socketOf(desk.attendantB)];
    const [aliceEvents, brunoEvents] = [recordEvents(alice), recordEvents(bruno)];
    const first = await desk.ticket({ queueId: desk.queueA.id });
    const second = await desk.ticket({ queueId: desk.queueA.id });
    const hidden = await desk.ticket({ queueId: desk.queueB.id });
    const message = await createMessage(testPlatform.database.db, second, { body: 'no mesmo lote' });
    const { companyId } = desk;
    const { events } = platform.app;
    events.publish({ type: 'ticket.updated', companyId, ticketId: first.id });
    events.publish({ type: 'message.created', companyId, messageId: message.id, ticketId: second.id });
    events.publish({ type: 'ticket.unreadReset', companyId, ticketId: hidden.id });
    events.publish({ type: 'ticket.unreadReset', companyId, ticketId: first.id });
    events.publish({ type: 'message.deleted', companyId, messageId: message.id, ticketId: second.id });
    const ours = (recorded: typeof aliceEvents) =>
      recorded
        .filter(({ payload }) => [first.id, second.id, hidden.id].some((id) => aboutTicket(payload, id)))
        .map(({ event, payload }) => {
          const { action, ticket, ticketId } = payload as {
            action: string;
            ticket?: { id: number };
            ticketId?: number;
          };
          return `${event === ticketEvent() ? 'ticket' : 'appMessage'}:${action}:${ticket?.id ?? ticketId}`;
        });
    await vi.waitFor(() => expect(ours(aliceEvents)).toHaveLength(4));
    expect(ours(aliceEvents)).toEqual([
      `ticket:update:${first.id}`,
      `appMessage:create:${second.id}`,
      `ticket:updateUnread:${first.id}`,
      `appMessage:delete:${second.id}`,
    ]);
    const created = aliceEvents.find(
      ({ event, payload }) => event === messageEvent() && aboutTicket(payload, second.id),
    )?.payload;
    expect(created).toMatchObject({ message: { id: message.id, body: 'no mesmo lote' }, ticket: { id: second.id } });
    await vi.waitFor(() => expect(ours(brunoEvents)).toEqual([`ticket:updateUnread:${hidden.id}`]));
  });
});

describe('joinChatBox', () => {
  it('is allowed for a visible ticket and refused for an invisible one', async () => {
    const alice = await socketOf(desk.attendantA);
    const mine = await desk.ticket({ queueId: desk.queueA.id });
    const theirs = await desk.ticket({ queueId: desk.queueB.id });
    expect(await send(alice, 'joinChatBox', mine.id)).toEqual({ ok: true });
    expect(await send(alice, 'joinChatBox', theirs.id)).toEqual({ ok: false, error: 'ERR_NO_PERMISSION' });
  });
});
