import type { TicketAnswer } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../../test/clients';
import {
  createConnection,
  createContact,
  createMessage,
  createTag,
  createUser,
  linkUserQueues,
} from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { ticketTags } from '../../db/schema';
import { setCompanySettings, type TicketDesk, ticketDesk } from './tickets.test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Client = TicketDesk['asA'];
async function list(client: Client, query: Record<string, string | number | boolean>) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const answer = await client({ method: 'GET', url: `/api/tickets?${params}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { tickets: { id: number; contact: { number: string } }[]; hasMore: boolean; count: number };
}
const ids = async (client: Client, query: Record<string, string | number | boolean>) =>
  (await list(client, query)).tickets.map((ticket) => ticket.id).sort((a, b) => a - b);
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

describe('tabs and visibility', () => {
  let desk: TicketDesk;
  let t: Record<
    'pendingA' | 'pendingB' | 'pendingNoQueue' | 'openMineA' | 'openOtherA' | 'openB' | 'groupB' | 'closedOtherA',
    number
  >;
  beforeAll(async () => {
    desk = await ticketDesk(ctx);
    const { queueA, queueB, attendantA, attendantB } = desk;
    t = {
      pendingA: (await desk.ticket({ queueId: queueA.id })).id,
      pendingB: (await desk.ticket({ queueId: queueB.id })).id,
      pendingNoQueue: (await desk.ticket({ queueId: null })).id,
      openMineA: (await desk.ticket({ queueId: queueA.id, status: 'open', userId: attendantA.id })).id,
      openOtherA: (await desk.ticket({ queueId: queueA.id, status: 'open', userId: attendantB.id })).id,
      openB: (await desk.ticket({ queueId: queueB.id, status: 'open', userId: attendantB.id })).id,
      groupB: (await desk.ticket({ queueId: queueB.id, status: 'group', userId: attendantB.id, isGroup: true })).id,
      closedOtherA: (await desk.ticket({ queueId: queueA.id, status: 'closed', userId: attendantB.id })).id,
    };
  });

  it('an attendant of queue A sees her own open tickets and queue A’s pending ones, never queue B’s', async () => {
    expect(await ids(desk.asA, { status: 'open' })).toEqual([t.openMineA]);
    expect(await ids(desk.asA, { status: 'pending' })).toEqual([t.pendingA]);
    expect(await ids(desk.asA, { status: 'group' })).toEqual([]);
    expect(await ids(desk.asA, { status: 'closed' })).toEqual([]);
    expect((await list(desk.asA, { status: 'pending' })).count).toBe(1);
  });

  it('showAll is ignored without tickets-manager:showall and honoured for admins', async () => {
    expect(await ids(desk.asA, { status: 'open', showAll: true })).toEqual([t.openMineA]);
    expect(await ids(desk.asAdmin, { status: 'open', showAll: true })).toEqual(
      sorted(t.openMineA, t.openOtherA, t.openB),
    );
    // An admin without showAll keeps to their own scope (no queues: nothing pending).
    expect(await ids(desk.asAdmin, { status: 'pending' })).toEqual([]);
    expect(await ids(desk.asAdmin, { status: 'pending', showAll: true, queueIds: `[${desk.queueB.id}]` })).toEqual(
      sorted(t.pendingB, t.pendingNoQueue),
    );
  });

  it('allTicket adds no-queue tickets, allowGroup group tickets, allHistoric others’ closed ones', async () => {
    const wide = await createUser(ctx.db, desk.companyId, {
      allTicket: 'enabled',
      allowGroup: true,
      allHistoric: 'enabled',
    });
    await linkUserQueues(ctx.db, desk.companyId, wide.id, [desk.queueA.id]);
    const asWide = await clientFor(ctx, wide);
    expect(await ids(asWide, { status: 'pending' })).toEqual(sorted(t.pendingA, t.pendingNoQueue));
    expect(await ids(asWide, { status: 'group' })).toEqual([t.groupB]);
    expect(await ids(asWide, { status: 'closed' })).toEqual([t.closedOtherA]);
    expect(await ids(asWide, { status: 'open' })).toEqual([]);
  });

  it('without a status, statusFilter narrows the statuses', async () => {
    expect(await ids(desk.asA, {})).toEqual(sorted(t.pendingA, t.openMineA));
    expect(await ids(desk.asA, { statusFilter: '["open"]' })).toEqual([t.openMineA]);
  });

  it('refuses malformed lists', async () => {
    const answer = await desk.asA({ method: 'GET', url: '/api/tickets?queueIds=[x' });
    expect(answer.statusCode).toBe(400);
  });
});

describe('search', () => {
  let desk: TicketDesk;
  beforeAll(async () => {
    desk = await ticketDesk(ctx);
  });

  it('finds by accent-free name, number, ticket id and, when asked, message text — within the scope', async () => {
    const joao = await createContact(ctx.db, desk.companyId, {
      name: 'João Pereira',
      number: '5511912345678',
      channel: 'sandbox',
    });
    const byName = await desk.ticket({ queueId: desk.queueA.id, contactId: joao.id });
    const other = await desk.ticket({ queueId: desk.queueA.id });
    const hidden = await desk.ticket({
      queueId: desk.queueB.id,
      contactId: (await createContact(ctx.db, desk.companyId, { name: 'Joana', channel: 'sandbox' })).id,
    });
    await createMessage(ctx.db, other, { body: 'Quero o boleto atualizado' });

    expect(await ids(desk.asA, { searchParam: 'JOAO' })).toEqual([byName.id]);
    expect(await ids(desk.asA, { searchParam: '912345' })).toEqual([byName.id]);
    expect(await ids(desk.asA, { searchParam: String(other.id) })).toContain(other.id);
    expect(await ids(desk.asA, { searchParam: 'boleto' })).toEqual([]);
    expect(await ids(desk.asA, { searchParam: 'boleto', searchOnMessages: true })).toEqual([other.id]);
    expect(await ids(desk.asA, { searchParam: 'joa' })).toEqual([byName.id]);
    expect(await ids(desk.asAdmin, { searchParam: 'joa', showAll: true })).toEqual(sorted(byName.id, hidden.id));
  });
});

describe('filters, order and pages', () => {
  let desk: TicketDesk;
  beforeAll(async () => {
    desk = await ticketDesk(ctx);
  });

  it('filters by ticket tags, users, connections, unread, queue selection and day', async () => {
    const { queueA, attendantA } = desk;
    const plain = await desk.ticket({ queueId: queueA.id, status: 'open', userId: attendantA.id });
    const tagged = await desk.ticket({ queueId: queueA.id, status: 'open', userId: attendantA.id, unreadMessages: 2 });
    const elsewhere = await createConnection(ctx.db, desk.companyId);
    const onOther = await desk.ticket({
      queueId: null,
      whatsappId: elsewhere.id,
      status: 'open',
      userId: attendantA.id,
    });
    const lane = await createTag(ctx.db, desk.companyId, { kanban: 1 });
    await ctx.db.system.transaction((tx) =>
      tx.insert(ticketTags).values({ companyId: desk.companyId, ticketId: tagged.id, tagId: lane.id }),
    );
    const open = { status: 'open' };
    expect(await ids(desk.asA, { ...open, tags: `[${lane.id}]` })).toEqual([tagged.id]);
    expect(await ids(desk.asA, { ...open, withUnreadMessages: true })).toEqual([tagged.id]);
    expect(await ids(desk.asA, { ...open, whatsapps: `[${elsewhere.id}]` })).toEqual([onOther.id]);
    expect(await ids(desk.asA, { ...open, users: `[${desk.attendantB.id}]` })).toEqual([]);
    expect(await ids(desk.asA, { ...open, queueIds: `[${desk.queueB.id}]` })).toEqual([onOther.id]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(await ids(desk.asA, { ...open, date: today })).toEqual(sorted(plain.id, tagged.id, onOther.id));
    expect(await ids(desk.asA, { ...open, date: '2001-01-01' })).toEqual([]);
  });

  it('pages 40 at a time by updatedAt, either way, with hasMore and a count', async () => {
    const made: number[] = [];
    for (let i = 0; i < 45; i++) made.push((await desk.ticket({ queueId: desk.queueB.id })).id);
    // Spread the update times so the order is the creation order.
    await ctx.db.system.transaction((tx) =>
      tx.execute(sql`update tickets set updated_at = now() - (interval '1 minute' * (100000 - id))
                     where company_id = ${desk.companyId} and status = 'pending'`),
    );
    const first = await list(desk.asB, { status: 'pending' });
    expect(first.tickets).toHaveLength(40);
    expect(first.hasMore).toBe(true);
    expect(first.count).toBe(45);
    expect(first.tickets[0]?.id).toBe(made.at(-1));
    const second = await list(desk.asB, { status: 'pending', pageNumber: 2 });
    expect(second.tickets.map((ticket) => ticket.id)).toEqual(made.slice(0, 5).reverse());
    expect(second.hasMore).toBe(false);
    const oldest = await list(desk.asB, { status: 'pending', sortTickets: 'ASC' });
    expect(oldest.tickets[0]?.id).toBe(made[0]);
  });

  it('masks numbers for profile user under LGPD, not for admins', async () => {
    const contact = await createContact(ctx.db, desk.companyId, {
      name: 'Reservada',
      number: '5511987654321',
      channel: 'sandbox',
    });
    await desk.ticket({ queueId: desk.queueA.id, contactId: contact.id, status: 'open', userId: desk.attendantA.id });
    await setCompanySettings(ctx.db, desk.companyId, { enableLGPD: 'enabled', lgpdHideNumber: 'enabled' });
    const numbers = async (client: Client, query: object) =>
      (await list(client, { status: 'open', ...query })).tickets.map((t) => t.contact.number);
    expect(await numbers(desk.asA, { searchParam: 'reservada' })).toEqual(['5511987****21']);
    expect(await numbers(desk.asAdmin, { searchParam: '987654', showAll: true })).toEqual(['5511987654321']);
    await setCompanySettings(ctx.db, desk.companyId, { enableLGPD: 'disabled' });
  });

  it('masks a name that is only the number (a channel placeholder) like the number itself', async () => {
    const contact = await createContact(ctx.db, desk.companyId, { name: '+55 11 91234-5678', number: '5511912345678' });
    await desk.ticket({ queueId: desk.queueA.id, contactId: contact.id, status: 'open', userId: desk.attendantA.id });
    await setCompanySettings(ctx.db, desk.companyId, { enableLGPD: 'enabled', lgpdHideNumber: 'enabled' });
    const names = async (client: Client) =>
      ((await list(client, { status: 'open', showAll: true })).tickets as unknown as TicketAnswer[])
        .filter((ticket) => ticket.contactId === contact.id)
        .map((ticket) => ticket.contact.name);
    expect(await names(desk.asA)).toEqual(['5511912****78']);
    expect(await names(desk.asAdmin)).toEqual(['+55 11 91234-5678']);
    await setCompanySettings(ctx.db, desk.companyId, { enableLGPD: 'disabled' });
  });

  it('under LGPD a profile user finds tickets by name and messages, never by the number', async () => {
    const contact = await createContact(ctx.db, desk.companyId, { name: 'Discreta', number: '5521933322110' });
    const ticket = await desk.ticket({
      queueId: desk.queueA.id,
      contactId: contact.id,
      status: 'open',
      userId: desk.attendantA.id,
    });
    await createMessage(ctx.db, ticket, { body: 'pedido 4471' });
    const found = async (client: Client, query: Record<string, string | boolean>) =>
      (await list(client, { status: 'open', showAll: true, ...query })).tickets.map((t) => t.id);
    // Before LGPD, the digits the mask would hide find the ticket.
    expect(await found(desk.asA, { searchParam: '332211' })).toEqual([ticket.id]);
    await setCompanySettings(ctx.db, desk.companyId, { enableLGPD: 'enabled', lgpdHideNumber: 'enabled' });
    expect(await found(desk.asA, { searchParam: '332211' })).toEqual([]);
    expect(await found(desk.asA, { searchParam: '5521933' })).toEqual([]);
    expect(await found(desk.asA, { searchParam: 'discreta' })).toEqual([ticket.id]);
    expect(await found(desk.asA, { searchParam: '4471', searchOnMessages: true })).toEqual([ticket.id]);
    expect(await found(desk.asAdmin, { searchParam: '332211' })).toEqual([ticket.id]);
    await setCompanySettings(ctx.db, desk.companyId, { enableLGPD: 'disabled' });
  });
});
