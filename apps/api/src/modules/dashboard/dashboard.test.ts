import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientFor, companyWithStaff } from '../../../test/clients';
import { createContact, createQueue, createUser, linkUserQueues } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { companies, users } from '../../db/schema';
import { historyTicket } from './insight.test-support';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

/**
 * A small history written by hand in America/Sao_Paulo (UTC-3): the period 2026-03-10 to
 * 2026-03-11 runs from 2026-03-10T03:00Z to 2026-03-12T03:00Z. Every counter below is worked out
 * from these rows (docs/metrics.md).
 */
describe('dashboard', () => {
  let ctx: TestContext;
  let acme: Staff;
  let globex: Staff;
  let ana: { id: number };
  let bruno: { id: number };
  let q1: { id: number };
  let q2: { id: number };
  /** A user with showDashboard, in queue 1 only. */
  let asScoped: Client;
  /** A user with allowRealTime only, in queue 1 only. */
  let asRealTime: Client;
  const period = 'date_from=2026-03-10&date_to=2026-03-11';

  beforeAll(async () => {
    ctx = await createTestContext();
    acme = await companyWithStaff(ctx, { timezone: 'America/Sao_Paulo' });
    globex = await companyWithStaff(ctx, { timezone: 'America/Sao_Paulo' });
    const companyId = acme.company.id;
    ana = await createUser(ctx.db, companyId, { name: 'Ana Atendente', online: true });
    bruno = await createUser(ctx.db, companyId, { name: 'Bruno Balcão', online: false });
    q1 = await createQueue(ctx.db, companyId);
    q2 = await createQueue(ctx.db, companyId);
    const scoped = await createUser(ctx.db, companyId, { name: 'Zeca Gerente', showDashboard: 'enabled' });
    const realTime = await createUser(ctx.db, companyId, { name: 'Zuleica Painel', allowRealTime: 'enabled' });
    await linkUserQueues(ctx.db, companyId, scoped.id, [q1.id]);
    await linkUserQueues(ctx.db, companyId, realTime.id, [q1.id]);
    asScoped = await clientFor(ctx, scoped);
    asRealTime = await clientFor(ctx, realTime);

    const history = (spec: Parameters<typeof historyTicket>[2]) => historyTicket(ctx, companyId, spec);
    // T1: the period's first instant; waited 300 s, attended 1800 s, rated 10.
    await history({
      createdAt: '2026-03-10T03:00:00Z',
      status: 'closed',
      queueId: q1.id,
      userId: ana.id,
      attendance: { startedAfter: 300, closedAfter: 2100, rate: 10 },
      messages: ['contact', 'agent'],
    });
    // T2: a private note before the contact's message: still passive. 600 s + 3000 s, rated 8.
    await history({
      createdAt: '2026-03-11T12:00:00Z',
      status: 'closed',
      queueId: q1.id,
      userId: ana.id,
      attendance: { startedAfter: 600, closedAfter: 3600, rate: 8 },
      messages: ['note', 'contact'],
    });
    // T3: in progress, the company wrote first; waited 120 s.
    await history({
      createdAt: '2026-03-11T20:00:00Z',
      status: 'open',
      queueId: q2.id,
      userId: bruno.id,
      attendance: { startedAfter: 120 },
      messages: ['agent', 'contact'],
    });
    // T4: the period's last second, still waiting, no messages.
    await history({ createdAt: '2026-03-12T02:59:59Z', status: 'pending', queueId: q2.id, attendance: {} });
    // T5: one second before the period (23:59:59 on 2026-03-09 in São Paulo): counted nowhere.
    await history({
      createdAt: '2026-03-10T02:59:59Z',
      status: 'closed',
      queueId: q1.id,
      userId: bruno.id,
      attendance: { startedAfter: 0, closedAfter: 0, rate: 0 },
      messages: ['agent'],
    });
    // T6: a group: only supportGroups.
    await history({
      createdAt: '2026-03-10T15:00:00Z',
      status: 'group',
      isGroup: true,
      queueId: q1.id,
      userId: ana.id,
      attendance: { startedAfter: 5000 },
      messages: ['agent'],
    });
    // T7: closed by the attendant, waiting for the contact's rating (status nps).
    await history({
      createdAt: '2026-03-10T10:00:00Z',
      status: 'nps',
      queueId: q2.id,
      userId: bruno.id,
      attendance: { startedAfter: 1800 },
    });
    // T8: waited 0 s, attended 1200 s, rated 9, the company wrote first.
    await history({
      createdAt: '2026-03-11T10:00:00Z',
      status: 'closed',
      queueId: q2.id,
      userId: bruno.id,
      attendance: { startedAfter: 0, closedAfter: 1200, rate: 9 },
      messages: ['agent'],
    });
    // T9: 240 s + 600 s, rated 3.
    await history({
      createdAt: '2026-03-10T12:00:00Z',
      status: 'closed',
      queueId: q1.id,
      userId: ana.id,
      attendance: { startedAfter: 240, closedAfter: 840, rate: 3 },
      messages: ['contact'],
    });
    // T10: 60 s + 600 s, closed without a rating.
    await history({
      createdAt: '2026-03-11T15:00:00Z',
      status: 'closed',
      queueId: q2.id,
      userId: bruno.id,
      attendance: { startedAfter: 60, closedAfter: 660 },
    });
    // Leads: two new contacts in the period (one at 23:00 of its last day); one at the period's end
    // (out); a group (never a lead).
    await createContact(ctx.db, companyId, { createdAt: new Date('2026-03-10T03:00:00Z') });
    await createContact(ctx.db, companyId, { createdAt: new Date('2026-03-12T02:00:00Z') });
    await createContact(ctx.db, companyId, { createdAt: new Date('2026-03-12T03:00:00Z') });
    await createContact(ctx.db, companyId, { createdAt: new Date('2026-03-11T12:00:00Z'), isGroup: true });
    // Another company's busy day in the same period: none of it may reach acme's numbers.
    const globexUser = await createUser(ctx.db, globex.company.id, { name: 'Gustavo Globex' });
    await createContact(ctx.db, globex.company.id, { createdAt: new Date('2026-03-10T12:00:00Z') });
    await historyTicket(ctx, globex.company.id, {
      createdAt: '2026-03-10T12:00:00Z',
      status: 'closed',
      userId: globexUser.id,
      attendance: { startedAfter: 10, closedAfter: 20, rate: 0 },
      messages: ['agent'],
    });
  });
  afterAll(() => ctx.close());

  const get = async (client: Client, url: string) => {
    const response = await client({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('counts every counter of the period exactly, on the company clock', async () => {
    const answer = await get(acme.asAdmin, `/api/dashboard?${period}`);
    expect(answer.dateFrom).toBe('2026-03-10');
    expect(answer.dateTo).toBe('2026-03-11');
    expect(answer.counters).toEqual({
      supportHappening: 2,
      supportPending: 1,
      supportFinished: 5,
      supportGroups: 1,
      leads: 2,
      // (300 + 600 + 120 + 1800 + 0 + 240 + 60) / 7 s = 445.71 s
      avgWaitTime: 7.43,
      // (1800 + 3000 + 1200 + 600 + 600) / 5 s = 1440 s
      avgSupportTime: 24,
      activeTickets: 2,
      passiveTickets: 3,
      // ratings 10, 8, 9, 3: two promoters, one passive, one detractor
      npsScore: 25,
      npsPromotersPerc: 50,
      npsDetractorsPerc: 25,
      npsPassivePerc: 25,
      tickets: 8,
      waitRating: 1,
      withoutRating: 1,
      withRating: 4,
      percRating: 80,
    });
  });

  it('lists every attendant with their attendances, averages, rating and whether they are online', async () => {
    const { attendants } = await get(acme.asAdmin, `/api/dashboard?${period}`);
    const byName = Object.fromEntries(attendants.map((row: { name: string }) => [row.name, row]));
    expect(Object.keys(byName)).toEqual([
      'Admin Ana',
      'Ana Atendente',
      'Bruno Balcão',
      'Plain Paulo',
      'Zeca Gerente',
      'Zuleica Painel',
    ]);
    expect(byName['Ana Atendente']).toEqual({
      userId: ana.id,
      name: 'Ana Atendente',
      online: true,
      tickets: 3,
      avgWaitTime: 6.33,
      avgSupportTime: 30,
      rating: 7,
      countRating: 3,
    });
    expect(byName['Bruno Balcão']).toEqual({
      userId: bruno.id,
      name: 'Bruno Balcão',
      online: false,
      tickets: 4,
      avgWaitTime: 8.25,
      avgSupportTime: 15,
      rating: 9,
      countRating: 1,
    });
    expect(byName['Admin Ana']).toMatchObject({
      tickets: 0,
      avgWaitTime: 0,
      avgSupportTime: 0,
      rating: 0,
      countRating: 0,
    });
  });

  it('reads the days on the company clock: the same rows fall in other days in UTC', async () => {
    const before = await get(acme.asAdmin, '/api/dashboard?date_from=2026-03-09&date_to=2026-03-09');
    expect(before.counters).toMatchObject({ supportFinished: 1, tickets: 1, activeTickets: 1, npsDetractorsPerc: 100 });
    await ctx.db.system.transaction((tx) =>
      tx.update(companies).set({ timezone: 'UTC' }).where(eq(companies.id, acme.company.id)),
    );
    try {
      // T5 (02:59:59Z on the 10th) comes in, T4 (02:59:59Z on the 12th) and a lead (02:00Z) go out.
      const utc = await get(acme.asAdmin, `/api/dashboard?${period}`);
      expect(utc.counters).toMatchObject({ supportFinished: 6, supportPending: 0, tickets: 8, leads: 1 });
    } finally {
      await ctx.db.system.transaction((tx) =>
        tx.update(companies).set({ timezone: 'America/Sao_Paulo' }).where(eq(companies.id, acme.company.id)),
      );
    }
  });

  it('counts back `days` days up to today, and refuses periods that cannot be read', async () => {
    const answer = await get(acme.asAdmin, '/api/dashboard?days=7');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(answer.dateTo).toBe(today);
    expect((Date.parse(answer.dateTo) - Date.parse(answer.dateFrom)) / 86_400_000).toBe(6);
    expect(answer.counters.tickets).toBe(0);
    for (const query of [
      'days=0',
      'days=367',
      'date_from=2026-03-12&date_to=2026-03-11',
      'date_from=2024-01-01&date_to=2026-01-01',
      'date_from=2026-02-30',
      'date_from=0000-01-01',
    ]) {
      expect((await acme.asAdmin({ method: 'GET', url: `/api/dashboard?${query}` })).statusCode, query).toBe(400);
    }
  });

  it("a user with showDashboard reads only their queues' tickets", async () => {
    const answer = await get(asScoped, `/api/dashboard?${period}`);
    expect(answer.counters).toMatchObject({
      supportHappening: 0,
      supportPending: 0,
      supportFinished: 3,
      supportGroups: 1,
      tickets: 3,
      activeTickets: 0,
      passiveTickets: 3,
      withRating: 3,
      npsScore: 0,
      avgWaitTime: 6.33,
      avgSupportTime: 30,
    });
  });

  it('charts the attendances per attendant and per day, or per hour of a single day', async () => {
    expect(await get(acme.asAdmin, '/api/dashboard/ticketsUsers?initialDate=2026-03-10&finalDate=2026-03-11')).toEqual({
      data: [
        { userId: bruno.id, nome: 'Bruno Balcão', quantidade: 4 },
        { userId: ana.id, nome: 'Ana Atendente', quantidade: 3 },
      ],
      count: 7,
    });
    expect(await get(acme.asAdmin, '/api/dashboard/ticketsDay?initialDate=2026-03-10&finalDate=2026-03-11')).toEqual({
      data: [
        { data: '2026-03-10', total: 3 },
        { data: '2026-03-11', total: 5 },
      ],
      count: 8,
    });
    const hourly = await get(acme.asAdmin, '/api/dashboard/ticketsDay?initialDate=2026-03-11&finalDate=2026-03-11');
    expect(hourly.count).toBe(5);
    expect(hourly.data).toHaveLength(24);
    expect(hourly.data.filter((slot: { total: number }) => slot.total > 0)).toEqual(
      ['07', '09', '12', '17', '23'].map((horario) => ({ horario, total: 1 })),
    );
    // The spec's client sends its companyId: it is ignored, the company is the caller's.
    const foreign = await get(
      globex.asAdmin,
      `/api/dashboard/ticketsUsers?initialDate=2026-03-10&finalDate=2026-03-11&companyId=${acme.company.id}`,
    );
    expect(foreign.data.map((row: { nome: string }) => row.nome)).toEqual(['Gustavo Globex']);
  });

  it("another company's history counts nowhere", async () => {
    const answer = await get(globex.asAdmin, `/api/dashboard?${period}`);
    expect(answer.counters).toMatchObject({
      tickets: 1,
      supportFinished: 1,
      leads: 1,
      npsDetractorsPerc: 100,
      activeTickets: 1,
    });
    expect(answer.attendants.map((row: { name: string }) => row.name)).toEqual([
      'Admin Ana',
      'Gustavo Globex',
      'Plain Paulo',
    ]);
  });

  it('refuses users without the rights: the dashboard needs admin or showDashboard', async () => {
    for (const url of [`/api/dashboard?${period}`, '/api/dashboard/ticketsUsers', '/api/dashboard/ticketsDay']) {
      for (const client of [acme.asUser, asRealTime]) {
        const refused = await client({ method: 'GET', url });
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().error).toBe('ERR_NO_PERMISSION');
      }
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('answers again from the rows after a change, and checks the rights on every request', async () => {
    const url = `/api/dashboard?${period}`;
    const before = await get(acme.asAdmin, url);
    await historyTicket(ctx, acme.company.id, {
      createdAt: '2026-03-11T13:00:00Z',
      status: 'closed',
      queueId: q1.id,
      userId: ana.id,
      attendance: { startedAfter: 60, closedAfter: 120 },
    });
    const after = await get(acme.asAdmin, url);
    expect(after.counters.supportFinished).toBe(before.counters.supportFinished + 1);
    expect(after.counters.withoutRating).toBe(before.counters.withoutRating + 1);
    await get(asScoped, url);
    await ctx.db.system.transaction((tx) =>
      tx.update(users).set({ showDashboard: 'disabled' }).where(eq(users.name, 'Zeca Gerente')),
    );
    expect((await asScoped({ method: 'GET', url })).statusCode).toBe(403);
  });
});
