import { randomBytes } from 'node:crypto';
import { companyEvent, companyNamespace } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnection, createQueue, sessionToken } from '../../../test/factories';
import { type ClientSocket, connectClient, nextEvent, recordEvents } from '../../../test/fixtures/realtime-clients';
import { startTestPlatform, type TestContext, type TestPlatform } from '../../../test/harness';
import { connectionQueues, queues } from '../../db/schema';
import { type TicketDesk, ticketDesk } from '../../modules/tickets/tickets.test-support';
import type { RunningPlatform } from '../../server';

/**
 * What the attendants' sockets get when a customer's message opens a ticket that the bot then puts
 * in a queue: the real wiring (server.ts), the automation included, over real sockets.
 */
let testPlatform: TestPlatform;
let platform: RunningPlatform;
let desk: TicketDesk;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  testPlatform = await startTestPlatform();
  platform = testPlatform.platform;
  const { database, tokens } = testPlatform;
  desk = await ticketDesk({ db: database.db, tokens, app: platform.app } as unknown as TestContext);
  // The queue's greeting: the bot answers in the same turn that puts the ticket in the queue.
  await database.db.system.transaction((tx) =>
    tx.update(queues).set({ greetingMessage: greetingText }).where(eq(queues.id, desk.queueA.id)),
  );
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await testPlatform?.close();
});

async function socketOf(user: TicketDesk['attendantA']) {
  const { database, tokens } = testPlatform;
  const token = await sessionToken({ db: database.db, tokens }, user);
  const socket = await connectClient(platform.url, companyNamespace(user.companyId), { token });
  sockets.push(socket);
  return socket;
}

/** A phone of the company that offers these queues. */
async function phoneOffering(queueIds: number[]) {
  const { db } = testPlatform.database;
  const phone = await createConnection(db, desk.companyId, { name: `Loja ${randomBytes(3).toString('hex')}` });
  await db.system.transaction((tx) =>
    tx
      .insert(connectionQueues)
      .values(queueIds.map((queueId) => ({ companyId: desk.companyId, whatsappId: phone.id, queueId }))),
  );
  return phone;
}

/** A customer who has never written before, writing to `phone`. */
function newCustomer(phone: Awaited<ReturnType<typeof phoneOffering>>) {
  const number = `5511${randomBytes(4).readUInt32BE(0).toString().padStart(10, '0').slice(0, 9)}`;
  const say = (body: string) =>
    platform.app.channels.inbound(phone, {
      kind: 'message',
      externalId: `EXT${randomBytes(6).toString('hex')}`,
      chat: { id: number, name: 'Cliente Novo', isGroup: false },
      fromMe: false,
      mediaType: 'conversation',
      body,
    });
  const ours = (payload: unknown) =>
    (payload as { ticket?: { contact: { number: string } } }).ticket?.contact.number === number;
  return { say, ours };
}

type Payload = { action: string; ticket?: { queueId: number | null }; message?: { body: string; fromMe: boolean } };
const ticketEvent = () => companyEvent(desk.companyId, 'ticket');
const messageEvent = () => companyEvent(desk.companyId, 'appMessage');
/** The message creates a socket got about the customer's ticket, in order: who wrote what. */
const messageCreates = (events: { event: string; payload: unknown }[], ours: (payload: unknown) => boolean) =>
  events
    .filter((entry) => entry.event === messageEvent() && ours(entry.payload))
    .map((entry) => entry.payload as Payload)
    .filter((payload) => payload.action === 'create')
    .map((payload) => `${payload.message?.fromMe ? 'bot' : 'customer'}: ${payload.message?.body}`);

const greetingText = 'Bem-vindo às Vendas';
type Customer = ReturnType<typeof newCustomer>;
type Recorded = ReturnType<typeof recordEvents>;

/** Resolves once the queue's greeting, the bot's last word of the turn, reached `socket`. */
const greetingTo = (socket: ClientSocket, customer: Customer) =>
  nextEvent(
    socket,
    messageEvent(),
    (payload) => customer.ours(payload) && (payload as Payload).message?.body === greetingText,
  );

/** The customer's `body` reached the socket as a message of a ticket in queue A, before the bot's greeting. */
function expectMessageInQueueA(events: Recorded, customer: Customer, body: string) {
  const first = events.find((entry) => entry.event === messageEvent() && customer.ours(entry.payload));
  expect(first?.payload).toMatchObject({
    action: 'create',
    message: { body, fromMe: false },
    ticket: { queueId: desk.queueA.id },
  });
  expect(messageCreates(events, customer.ours)).toEqual([`customer: ${body}`, `bot: ${greetingText}`]);
}

const ticketEventAbout = (events: Recorded, customer: Customer) =>
  events.find((entry) => entry.event === ticketEvent() && customer.ours(entry.payload))?.payload;

describe("a new ticket's first message and the queue the bot puts it in", () => {
  it("reaches the attendants of the connection's only queue: the ticket's create, then its message", async () => {
    const alice = await socketOf(desk.attendantA);
    const events = recordEvents(alice);
    const customer = newCustomer(await phoneOffering([desk.queueA.id]));
    const greeting = greetingTo(alice, customer);
    await customer.say('Oi, quero comprar');
    await greeting;
    expect(ticketEventAbout(events, customer)).toMatchObject({
      action: 'create',
      ticket: { queueId: desk.queueA.id, status: 'pending' },
    });
    expectMessageInQueueA(events, customer, 'Oi, quero comprar');
  });

  it("reaches the chosen queue's attendants with the answer that chose it, before the queue's greeting", async () => {
    const support = await createQueue(testPlatform.database.db, desk.companyId, { name: 'Atendimento' });
    const phone = await phoneOffering([desk.queueA.id, support.id]);
    const alice = await socketOf(desk.attendantA);
    const events = recordEvents(alice);
    const customer = newCustomer(phone);
    await customer.say('Oi');
    // The menu lists the queues by name: 1 Atendimento, 2 Vendas.
    const greeting = greetingTo(alice, customer);
    await customer.say('2');
    await greeting;
    expect(ticketEventAbout(events, customer)).toMatchObject({ ticket: { queueId: desk.queueA.id } });
    expectMessageInQueueA(events, customer, '2');
  });

  it('reaches no attendant of another queue', async () => {
    const bruno = await socketOf(desk.attendantB);
    const events = recordEvents(bruno);
    const customer = newCustomer(await phoneOffering([desk.queueA.id]));
    await customer.say('Oi');
    // A later ticket of Bruno's queue proves the earlier events had their chance to arrive.
    const marker = newCustomer(await phoneOffering([desk.queueB.id]));
    const toBruno = nextEvent(bruno, messageEvent(), marker.ours);
    await marker.say('Oi, suporte');
    await toBruno;
    expect(events.filter((entry) => customer.ours(entry.payload))).toEqual([]);
  });
});
