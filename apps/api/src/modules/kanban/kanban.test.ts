import type { KanbanBoardAnswer } from '@chatdesk/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import {
  createConnection,
  createPlan,
  createQueue,
  createTag,
  createTicket,
  linkUserQueues,
} from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { messages, plans, ticketLogs, ticketTags } from '../../db/schema';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

describe('kanban board API', () => {
  let ctx: TestContext;
  let other: Staff;
  let foreignLane: Awaited<ReturnType<typeof createTag>>;
  let foreignTicket: Awaited<ReturnType<typeof createTicket>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    other = await companyWithStaff(ctx);
    foreignLane = await createTag(ctx.db, other.company.id, { name: 'Alheia', kanban: 1 });
    foreignTicket = await createTicket(ctx.db, other.company.id, { status: 'open' });
  });
  afterAll(() => ctx.close());

  const board = async (client: Staff['asUser'], query = '') => {
    const response = await client({ method: 'GET', url: `/api/ticket/kanban${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as KanbanBoardAnswer;
  };
  const laneOf = (answer: KanbanBoardAnswer) => new Map(answer.tickets.map((ticket) => [ticket.id, ticket.laneId]));
  const putInLane = (companyId: number, ticketId: number, tagId: number, createdAt = new Date()) =>
    ctx.db.system.transaction((tx) => tx.insert(ticketTags).values({ companyId, ticketId, tagId, createdAt }));
  const lanesOf = async (ticketId: number) =>
    (
      await ctx.db.system.transaction((tx) =>
        tx.select({ tagId: ticketTags.tagId }).from(ticketTags).where(eq(ticketTags.ticketId, ticketId)),
      )
    ).map((row) => row.tagId);

  it('GET /tag/kanban lists the lanes; both calls refuse a plan without useKanban', async () => {
    const staff = await companyWithStaff(ctx);
    const lane = await createTag(ctx.db, staff.company.id, { name: 'Negociação', kanban: 1, color: '#00AA00' });
    await createTag(ctx.db, staff.company.id, { name: 'Cliente VIP' });
    expect((await staff.asUser({ method: 'GET', url: '/api/tag/kanban' })).json()).toEqual({
      lista: [{ id: lane.id, name: 'Negociação', color: '#00AA00', kanban: 1 }],
    });

    const plan = await createPlan(ctx.db, { useKanban: false });
    const without = await companyWithStaff(ctx, { planId: plan.id });
    for (const url of ['/api/tag/kanban', '/api/ticket/kanban']) {
      const refused = await without.asAdmin({ method: 'GET', url });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED' });
    }
  });

  it('follows a change of plan at once, and refuses a plan without useKanban before reading the query', async () => {
    // Listening to the companies' changes: the plan's flags are kept under the company's version.
    await ctx.db.changes.listening();
    const plan = await createPlan(ctx.db, { useKanban: true });
    const staff = await companyWithStaff(ctx, { planId: plan.id });
    const setKanban = (useKanban: boolean) =>
      ctx.db.system.transaction((tx) => tx.update(plans).set({ useKanban }).where(eq(plans.id, plan.id)));
    await board(staff.asAdmin);
    await setKanban(false);
    for (const url of ['/api/ticket/kanban', '/api/tag/kanban', '/api/ticket/kanban?laneId=abc']) {
      const refused = await staff.asAdmin({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED' });
    }
    await setKanban(true);
    await board(staff.asAdmin);
  });

  it('GET /ticket/kanban puts each ticket in service in its lane or the default one, with the card fields', async () => {
    const staff = await companyWithStaff(ctx);
    const id = staff.company.id;
    const connection = await createConnection(ctx.db, id, { name: 'Vendas WhatsApp' });
    const lane = await createTag(ctx.db, id, { name: 'Proposta', kanban: 1 });
    const plain = await createTag(ctx.db, id, { name: 'Etiqueta' });
    const inLane = await createTicket(ctx.db, id, {
      whatsappId: connection.id,
      status: 'open',
      userId: staff.admin.id,
      lastMessage: 'Segue a proposta',
      unreadMessages: 2,
    });
    const open = await createTicket(ctx.db, id, { whatsappId: connection.id, status: 'pending' });
    const onlyPlainTag = await createTicket(ctx.db, id, { whatsappId: connection.id, status: 'open' });
    const closed = await createTicket(ctx.db, id, { whatsappId: connection.id, status: 'closed' });
    await putInLane(id, inLane.id, lane.id);
    await putInLane(id, onlyPlainTag.id, plain.id);
    await putInLane(id, closed.id, lane.id);

    const answer = await board(staff.asAdmin);
    expect(laneOf(answer)).toEqual(
      new Map([
        [inLane.id, lane.id],
        [open.id, null],
        [onlyPlainTag.id, null],
      ]),
    );
    expect(answer.lanes).toEqual([
      { laneId: 0, hasMore: false, cursor: null },
      { laneId: lane.id, hasMore: false, cursor: null },
    ]);
    expect(answer.tickets.find((ticket) => ticket.id === inLane.id)).toMatchObject({
      uuid: inLane.uuid,
      lastMessage: 'Segue a proposta',
      unreadMessages: 2,
      channel: 'sandbox',
      whatsapp: { name: 'Vendas WhatsApp' },
      user: { name: 'Admin Ana' },
      tags: [{ id: lane.id, name: 'Proposta', color: '#112233', kanban: 1 }],
    });
    expect(answer.tickets.every((ticket) => ticket.id !== foreignTicket.id)).toBe(true);
  });

  it("shows a non-admin only their queues' own and unassigned tickets, narrowed by queueIds", async () => {
    const staff = await companyWithStaff(ctx);
    const id = staff.company.id;
    const [sales, support, billing] = await Promise.all([
      createQueue(ctx.db, id),
      createQueue(ctx.db, id),
      createQueue(ctx.db, id),
    ]);
    await linkUserQueues(ctx.db, id, staff.user.id, [sales.id, support.id]);
    const unassigned = await createTicket(ctx.db, id, { status: 'pending', queueId: sales.id });
    const mine = await createTicket(ctx.db, id, { status: 'open', queueId: support.id, userId: staff.user.id });
    const others = await createTicket(ctx.db, id, { status: 'open', queueId: sales.id, userId: staff.admin.id });
    const elsewhere = await createTicket(ctx.db, id, { status: 'pending', queueId: billing.id });
    const noQueue = await createTicket(ctx.db, id, { status: 'pending' });

    expect([...laneOf(await board(staff.asUser)).keys()].sort()).toEqual([unassigned.id, mine.id].sort());
    const narrowed = await board(
      staff.asUser,
      `?queueIds=${encodeURIComponent(JSON.stringify([support.id, billing.id]))}`,
    );
    expect([...laneOf(narrowed).keys()]).toEqual([mine.id]);
    const all = laneOf(await board(staff.asAdmin));
    for (const ticket of [unassigned, mine, others, elsewhere, noQueue]) expect(all.has(ticket.id)).toBe(true);
    expect([...laneOf(await board(staff.asAdmin, `?queueIds=[${billing.id}]`)).keys()]).toEqual([elsewhere.id]);
  });

  it('filters by the days of last activity in the company’s time zone', async () => {
    const staff = await companyWithStaff(ctx, { timezone: 'America/Sao_Paulo' });
    const id = staff.company.id;
    // 01:30 UTC on the 11th is still the 10th in São Paulo (UTC-3).
    const tenth = await createTicket(ctx.db, id, { status: 'open', updatedAt: new Date('2026-03-11T01:30:00Z') });
    const eleventh = await createTicket(ctx.db, id, { status: 'open', updatedAt: new Date('2026-03-11T12:00:00Z') });
    const day = (query: string) => board(staff.asAdmin, query).then((answer) => [...laneOf(answer).keys()]);
    expect(await day('?startDate=2026-03-10&endDate=2026-03-10')).toEqual([tenth.id]);
    expect(await day('?startDate=2026-03-11&endDate=2026-03-11')).toEqual([eleventh.id]);
    expect(await day('?startDate=2026-03-10&endDate=2026-03-11')).toEqual([eleventh.id, tenth.id]);
    expect((await staff.asAdmin({ method: 'GET', url: '/api/ticket/kanban?startDate=2026-02-30' })).statusCode).toBe(
      400,
    );
  });

  it('pages a long lane with its cursor, newest arrivals first, without repeats', async () => {
    const staff = await companyWithStaff(ctx);
    const id = staff.company.id;
    const lane = await createTag(ctx.db, id, { name: 'Lotada', kanban: 1 });
    const connection = await createConnection(ctx.db, id);
    const tickets = [];
    for (let index = 0; index < 45; index += 1) {
      const ticket = await createTicket(ctx.db, id, { whatsappId: connection.id, status: 'open' });
      await putInLane(id, ticket.id, lane.id, new Date(Date.UTC(2026, 0, 1, 0, index)));
      tickets.push(ticket.id);
    }
    const first = await board(staff.asAdmin);
    const page = first.lanes.find((entry) => entry.laneId === lane.id);
    expect(page).toMatchObject({ hasMore: true });
    expect(first.tickets.map((ticket) => ticket.id)).toEqual(tickets.slice(20).reverse());
    const next = await board(staff.asAdmin, `?laneId=${lane.id}&cursor=${encodeURIComponent(page?.cursor ?? '')}`);
    expect(next.tickets.map((ticket) => ticket.id)).toEqual(tickets.slice(0, 20).reverse());
    expect(next.lanes).toEqual([{ laneId: lane.id, hasMore: false, cursor: null }]);
    expect((await board(staff.asAdmin, '?laneId=0')).tickets).toEqual([]);
  });

  it("answers 404 for another company's lane and 400 for a contact tag as laneId", async () => {
    const staff = await companyWithStaff(ctx);
    const foreign = await staff.asAdmin({ method: 'GET', url: `/api/ticket/kanban?laneId=${foreignLane.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'ERR_NO_TAG_FOUND' });
    const plain = await createTag(ctx.db, staff.company.id, { name: 'Comum' });
    const notLane = await staff.asAdmin({ method: 'GET', url: `/api/ticket/kanban?laneId=${plain.id}` });
    expect(notLane.json()).toMatchObject({ error: 'ERR_TAG_NOT_A_LANE' });
  });

  it('moving a card replaces the lane, greets the contact, logs the move and announces it; DELETE goes back to Em aberto', async () => {
    const staff = await companyWithStaff(ctx);
    const id = staff.company.id;
    const first = await createTag(ctx.db, id, { name: 'Contato feito', kanban: 1 });
    const second = await createTag(ctx.db, id, {
      name: 'Proposta',
      kanban: 1,
      greetingMessageLane: 'Olá {{name}}, sua proposta está pronta',
    });
    const plain = await createTag(ctx.db, id, { name: 'Recorrente' });
    const ticket = await createTicket(ctx.db, id, { status: 'open', userId: staff.admin.id });
    await putInLane(id, ticket.id, first.id);
    await putInLane(id, ticket.id, plain.id);
    const updates: number[] = [];
    const stop = ctx.app.events.subscribe('ticket.updated', (event) => void updates.push(event.ticketId));

    const moved = await staff.asAdmin({ method: 'PUT', url: `/api/ticket-tags/${ticket.id}/${second.id}` });
    expect(moved.statusCode).toBe(200);
    expect(
      moved
        .json()
        .tags.map((tag: { id: number }) => tag.id)
        .sort(),
    ).toEqual([second.id, plain.id].sort());
    expect((await lanesOf(ticket.id)).sort()).toEqual([second.id, plain.id].sort());
    expect(updates).toContain(ticket.id);
    const sent = await ctx.db.system.transaction((tx) =>
      tx
        .select({ body: messages.body, userId: messages.userId })
        .from(messages)
        .where(eq(messages.ticketId, ticket.id)),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatch(/^Olá .+, sua proposta está pronta$/);
    const logs = await ctx.db.system.transaction((tx) =>
      tx
        .select({ type: ticketLogs.type })
        .from(ticketLogs)
        .where(eq(ticketLogs.ticketId, ticket.id))
        .orderBy(asc(ticketLogs.id)),
    );
    expect(logs).toEqual([{ type: 'lane' }]);

    // The same lane again changes nothing and greets no one twice.
    const announced = updates.length;
    await staff.asAdmin({ method: 'PUT', url: `/api/ticket-tags/${ticket.id}/${second.id}` });
    expect(updates).toHaveLength(announced);
    expect(laneOf(await board(staff.asAdmin)).get(ticket.id)).toBe(second.id);

    expect((await staff.asAdmin({ method: 'DELETE', url: `/api/ticket-tags/${ticket.id}` })).statusCode).toBe(200);
    expect(laneOf(await board(staff.asAdmin)).get(ticket.id)).toBeNull();
    stop();
  });

  it("answers 404 when moving another company's ticket or into another company's lane", async () => {
    const staff = await companyWithStaff(ctx);
    const lane = await createTag(ctx.db, staff.company.id, { name: 'Minha', kanban: 1 });
    const ticket = await createTicket(ctx.db, staff.company.id, { status: 'open' });
    const intoForeign = await staff.asAdmin({ method: 'PUT', url: `/api/ticket-tags/${ticket.id}/${foreignLane.id}` });
    expect(intoForeign.statusCode).toBe(404);
    expect(intoForeign.json()).toMatchObject({ error: 'ERR_NO_TAG_FOUND' });
    const foreignCard = await staff.asAdmin({ method: 'PUT', url: `/api/ticket-tags/${foreignTicket.id}/${lane.id}` });
    expect(foreignCard.statusCode).toBe(404);
    expect((await staff.asAdmin({ method: 'DELETE', url: `/api/ticket-tags/${foreignTicket.id}` })).statusCode).toBe(
      404,
    );
    expect(await lanesOf(ticket.id)).toEqual([]);
  });
});
