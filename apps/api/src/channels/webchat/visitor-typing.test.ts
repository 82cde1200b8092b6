import {
  companyEvent,
  companyNamespace,
  type WebchatSession,
  webchatNamespace,
  webchatSocketPath,
} from '@chatdesk/contracts';
import { io as connectVisitor, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnection, createContact, sessionToken } from '../../../test/factories';
import { type ClientSocket, connectClient, nextEvent, recordEvents } from '../../../test/fixtures/realtime-clients';
import { startTestPlatform, type TestContext, type TestPlatform } from '../../../test/harness';
import { type TicketDesk, ticketDesk } from '../../modules/tickets/tickets.test-support';

/** A visitor's typing through the real wiring (server.ts): widget socket in, attendants' sockets out. */
const shop = 'https://shop.example';
let testPlatform: TestPlatform;
let desk: TicketDesk;
let connectionId: number;
let widgetKey: string;
const sockets: (Socket | ClientSocket)[] = [];

beforeAll(async () => {
  testPlatform = await startTestPlatform();
  const { platform, tokens, database } = testPlatform;
  desk = await ticketDesk({ db: database.db, tokens, app: platform.app } as unknown as TestContext);
  connectionId = (await createConnection(database.db, desk.companyId, { name: 'Site', channel: 'webchat' })).id;
  const settings = await desk.asAdmin({
    method: 'PUT',
    url: `/api/webchat/settings/${connectionId}`,
    payload: { allowedOrigins: [shop] },
  });
  widgetKey = settings.json().widgetKey;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await testPlatform?.close();
});

async function staffSocket(user: TicketDesk['admin']) {
  const { platform, tokens, database } = testPlatform;
  const socket = await connectClient(platform.url, companyNamespace(user.companyId), {
    token: await sessionToken({ db: database.db, tokens }, user),
  });
  sockets.push(socket);
  return socket;
}

/** A visitor as the widget connects, with an open ticket of attendant A (queue A) on the connection. */
async function visitorWithTicket() {
  const socket = connectVisitor(`${testPlatform.platform.url}${webchatNamespace}`, {
    path: webchatSocketPath,
    transports: ['websocket'],
    auth: { key: widgetKey },
    extraHeaders: { origin: shop },
    reconnection: false,
  });
  sockets.push(socket);
  const session = await new Promise<WebchatSession>((resolve, reject) => {
    socket.on('session', resolve);
    socket.on('connect_error', reject);
  });
  const db = testPlatform.database.db;
  const contact = await createContact(db, desk.companyId, { channel: 'webchat', number: session.visitorId });
  const ticket = await desk.ticket({
    whatsappId: connectionId,
    channel: 'webchat',
    contactId: contact.id,
    status: 'open',
    queueId: desk.queueA.id,
    userId: desk.attendantA.id,
  });
  return { socket, ticket };
}

const typingEvent = () => companyEvent(desk.companyId, 'typing');
const typingOf = (events: { event: string; payload: unknown }[], ticketId: number) =>
  events
    .filter((entry) => entry.event === typingEvent() && (entry.payload as { ticketId: number }).ticketId === ticketId)
    .map((entry) => (entry.payload as { typing: boolean }).typing);

describe('visitor typing to attendants (company-{id}-typing)', () => {
  it("reaches those who may see the visitor's ticket (attendant A, admin), never queue B's attendant", async () => {
    const [alice, bruno, admin] = [
      await staffSocket(desk.attendantA),
      await staffSocket(desk.attendantB),
      await staffSocket(desk.admin),
    ];
    const brunoEvents = recordEvents(bruno);
    const { socket, ticket } = await visitorWithTicket();
    const toAlice = nextEvent(alice, typingEvent());
    const toAdmin = nextEvent(admin, typingEvent());
    socket.emit('typing', { typing: true });
    expect(await toAlice).toEqual({ ticketId: ticket.id, typing: true });
    expect(await toAdmin).toEqual({ ticketId: ticket.id, typing: true });

    const stopToAlice = nextEvent(alice, typingEvent());
    socket.emit('typing', { typing: false });
    expect(await stopToAlice).toEqual({ ticketId: ticket.id, typing: false });
    expect(typingOf(brunoEvents, ticket.id)).toEqual([]);
  });

  it('passes one start per 2 s, drops invalid payloads and stray stops, and stops when the widget goes away', async () => {
    const alice = await staffSocket(desk.attendantA);
    const aliceEvents = recordEvents(alice);
    const { socket, ticket } = await visitorWithTicket();
    socket.emit('typing', { typing: false });
    socket.emit('typing', { typing: 'yes' });
    socket.emit('typing', null);
    const first = nextEvent(alice, typingEvent());
    for (let i = 0; i < 5; i += 1) socket.emit('typing', { typing: true });
    await first;
    const stopped = nextEvent(alice, typingEvent());
    socket.disconnect();
    expect(await stopped).toEqual({ ticketId: ticket.id, typing: false });
    expect(typingOf(aliceEvents, ticket.id)).toEqual([true, false]);
  });

  it('reaches no one for a visitor without an active ticket', async () => {
    const admin = await staffSocket(desk.admin);
    const adminEvents = recordEvents(admin);
    const { socket, ticket } = await visitorWithTicket();
    const closedAt = testPlatform.database.db.system.transaction((tx) =>
      tx.execute(`update tickets set status = 'closed' where id = ${ticket.id}`),
    );
    await closedAt;
    socket.emit('typing', { typing: true });
    // A second, visible visitor's typing proves the first one had time to arrive.
    const other = await visitorWithTicket();
    const marker = nextEvent(admin, typingEvent());
    other.socket.emit('typing', { typing: true });
    expect(await marker).toEqual({ ticketId: other.ticket.id, typing: true });
    expect(typingOf(adminEvents, ticket.id)).toEqual([]);
  });
});
