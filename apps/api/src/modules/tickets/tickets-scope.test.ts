import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../../test/clients';
import { createContact, createMessage, createUser, linkUserQueues } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { storedTicket, type TicketDesk, ticketDesk } from './tickets.test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Client = TicketDesk['asA'];
interface ListAnswer {
  tickets: { id: number }[];
  count: number;
  snippets?: { ticketId: number; text: string }[];
}
async function list(client: Client, query: Record<string, string | boolean>): Promise<ListAnswer> {
  const answer = await client({ method: 'GET', url: `/api/tickets?${new URLSearchParams(query as never)}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}
const closeAll = (client: Client, payload: object) => client({ method: 'POST', url: '/api/tickets/closeAll', payload });
const statusOf = async (ticketId: number) => (await storedTicket(ctx.db, ticketId))?.status;

describe('one scope rule for a tab’s count, its rows and close-all', () => {
  let desk: TicketDesk;
  beforeAll(async () => {
    desk = await ticketDesk(ctx);
  });

  it('an admin in no queue with an open queueless ticket of their own: the count and the rows agree', async () => {
    const own = await desk.ticket({ queueId: null, status: 'open', userId: desk.admin.id });
    // As the web asks for the open tab of a user without queues (no queue chosen, 'SEM FILA' not offered).
    const tab = await list(desk.asAdmin, { status: 'open', queueIds: '[]', withoutQueue: 'true' });
    expect(tab.count).toBe(1);
    expect(tab.tickets.map((ticket) => ticket.id)).toEqual([own.id]);
    // Unticking 'SEM FILA' takes it out of both.
    const without = await list(desk.asAdmin, { status: 'open', queueIds: '[]', withoutQueue: 'false' });
    expect([without.count, without.tickets.length]).toEqual([0, 0]);
  });

  it('the queue selector’s SEM FILA choice reaches the server for every lane', async () => {
    const wide = await createUser(ctx.db, desk.companyId, { allTicket: 'enabled' });
    await linkUserQueues(ctx.db, desk.companyId, wide.id, [desk.queueA.id]);
    const asWide = await clientFor(ctx, wide);
    const queued = await desk.ticket({ queueId: desk.queueA.id });
    const queueless = await desk.ticket({ queueId: null });
    const pending = (withoutQueue: string) =>
      list(asWide, { status: 'pending', queueIds: `[${desk.queueA.id}]`, withoutQueue });
    expect((await pending('true')).tickets.map((ticket) => ticket.id)).toEqual(
      expect.arrayContaining([queued.id, queueless.id]),
    );
    const narrowed = await pending('false');
    expect(narrowed.tickets.map((ticket) => ticket.id)).toContain(queued.id);
    expect(narrowed.tickets.map((ticket) => ticket.id)).not.toContain(queueless.id);
    expect(narrowed.count).toBe(narrowed.tickets.length);
    const all = (withoutQueue: string) =>
      list(desk.asAdmin, { status: 'pending', showAll: 'true', queueIds: `[${desk.queueA.id}]`, withoutQueue });
    expect((await all('true')).tickets.map((ticket) => ticket.id)).toContain(queueless.id);
    expect((await all('false')).tickets.map((ticket) => ticket.id)).not.toContain(queueless.id);
  });
});

describe('POST /tickets/closeAll closes what the caller’s tab lists', () => {
  let desk: TicketDesk;
  beforeAll(async () => {
    desk = await ticketDesk(ctx);
  });

  it('closes queueless tickets with SEM FILA, and says how many it closed', async () => {
    const admin = await createUser(ctx.db, desk.companyId, { profile: 'admin', allTicket: 'enabled' });
    await linkUserQueues(ctx.db, desk.companyId, admin.id, [desk.queueA.id]);
    const asAdmin = await clientFor(ctx, admin);
    const inA = await desk.ticket({ queueId: desk.queueA.id });
    const queueless = await desk.ticket({ queueId: null });
    const inB = await desk.ticket({ queueId: desk.queueB.id });
    const before = await list(asAdmin, { status: 'pending', queueIds: `[${desk.queueA.id}]`, withoutQueue: 'true' });

    const answer = await closeAll(asAdmin, { status: 'pending', selectedQueueIds: [desk.queueA.id] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ closed: before.count });
    expect(before.count).toBe(2);
    expect([await statusOf(inA.id), await statusOf(queueless.id)]).toEqual(['closed', 'closed']);
    // Queue B's tickets are not in this admin's tab (no show-all): they stay.
    expect(await statusOf(inB.id)).toBe('pending');
  });

  it('leaves queueless tickets without SEM FILA, and closes the whole status with show-all', async () => {
    const desk = await ticketDesk(ctx);
    const queueless = await desk.ticket({ queueId: null });
    const inB = await desk.ticket({ queueId: desk.queueB.id });
    const mine = { status: 'pending', selectedQueueIds: [desk.queueB.id], withoutQueue: false };
    expect((await closeAll(desk.asAdmin, mine)).json()).toEqual({ closed: 0 });
    const shown = await closeAll(desk.asAdmin, { ...mine, showAll: true });
    expect(shown.json()).toEqual({ closed: 1 });
    expect([await statusOf(inB.id), await statusOf(queueless.id)]).toEqual(['closed', 'pending']);
    const everything = await closeAll(desk.asAdmin, { status: 'pending', selectedQueueIds: [], showAll: true });
    expect(everything.json()).toEqual({ closed: 1 });
    expect(await statusOf(queueless.id)).toBe('closed');
  });

  it("answers 404 for another company's queue and closes nothing there", async () => {
    const other = await ticketDesk(ctx);
    const theirs = await other.ticket({ queueId: other.queueA.id });
    const answer = await closeAll(desk.asAdmin, {
      status: 'pending',
      selectedQueueIds: [other.queueA.id],
      showAll: true,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toBe('ERR_NO_QUEUE_FOUND');
    expect(await statusOf(theirs.id)).toBe('pending');
  });
});

describe('search results carry the matching message', () => {
  it('answers each ticket’s newest matching message cut around the term, only when searching messages', async () => {
    const desk = await ticketDesk(ctx);
    const contact = await createContact(ctx.db, desk.companyId, { name: 'Carla', channel: 'sandbox' });
    const ticket = await desk.ticket({ queueId: desk.queueA.id, contactId: contact.id });
    await createMessage(ctx.db, ticket, { body: 'Segunda via da FATURA de março' });
    await createMessage(ctx.db, ticket, { body: 'Obrigada!' });
    await createMessage(ctx.db, ticket, { body: 'Esta fatura apagada', isDeleted: true });
    const found = await list(desk.asA, { searchParam: 'fatura', searchOnMessages: 'true' });
    expect(found.tickets.map((row) => row.id)).toEqual([ticket.id]);
    expect(found.snippets).toEqual([{ ticketId: ticket.id, text: 'Segunda via da FATURA de março' }]);
    expect((await list(desk.asA, { searchParam: 'carla' })).snippets).toBeUndefined();
    // Another company's caller finds nothing of it, snippet included.
    const other = await ticketDesk(ctx);
    const theirs = await list(other.asAdmin, { searchParam: 'fatura', searchOnMessages: 'true', showAll: 'true' });
    expect(theirs).toMatchObject({ tickets: [], snippets: [] });
  });
});
