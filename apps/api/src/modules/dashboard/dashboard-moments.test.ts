import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientFor, companyWithStaff } from '../../../test/clients';
import { createQueue, createTicket, createUser, linkUserQueues } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;
type Ticket = Awaited<ReturnType<typeof createTicket>>;

describe('GET /dashboard/moments (the real-time panel)', () => {
  let ctx: TestContext;
  let acme: Staff;
  let globex: Staff;
  let bruno: { id: number };
  let q1: { id: number; name: string; color: string };
  let q2: { id: number };
  let openQ2: Ticket;
  let pendingQ2: Ticket;
  let groupQ1: Ticket;
  let pendingNoQueue: Ticket;
  /** allowRealTime, in queue 1. */
  let asPanel: Client;
  /** allowRealTime and allTicket, in queue 1. */
  let asPanelAll: Client;

  beforeAll(async () => {
    ctx = await createTestContext();
    acme = await companyWithStaff(ctx);
    globex = await companyWithStaff(ctx);
    const companyId = acme.company.id;
    bruno = await createUser(ctx.db, companyId, { name: 'Bruno Balcão' });
    q1 = await createQueue(ctx.db, companyId, { name: 'Vendas', color: '#00AA00' });
    q2 = await createQueue(ctx.db, companyId);
    const panel = await createUser(ctx.db, companyId, { allowRealTime: 'enabled' });
    const panelAll = await createUser(ctx.db, companyId, { allowRealTime: 'enabled', allTicket: 'enabled' });
    await linkUserQueues(ctx.db, companyId, panel.id, [q1.id]);
    await linkUserQueues(ctx.db, companyId, panelAll.id, [q1.id]);
    asPanel = await clientFor(ctx, panel);
    asPanelAll = await clientFor(ctx, panelAll);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    openQ2 = await createTicket(ctx.db, companyId, {
      status: 'open',
      queueId: q2.id,
      userId: bruno.id,
      unreadMessages: 2,
      lastMessage: 'Oi!',
      updatedAt: minutesAgo(1),
    });
    pendingQ2 = await createTicket(ctx.db, companyId, { status: 'pending', queueId: q2.id, updatedAt: minutesAgo(2) });
    groupQ1 = await createTicket(ctx.db, companyId, {
      status: 'group',
      isGroup: true,
      queueId: q1.id,
      updatedAt: minutesAgo(3),
    });
    pendingNoQueue = await createTicket(ctx.db, companyId, { status: 'pending', updatedAt: minutesAgo(4) });
    // Outside the panel: closed, waiting for a rating, or last changed 31 days ago.
    await createTicket(ctx.db, companyId, { status: 'closed', queueId: q1.id, updatedAt: minutesAgo(5) });
    await createTicket(ctx.db, companyId, { status: 'nps', queueId: q1.id, updatedAt: minutesAgo(6) });
    await createTicket(ctx.db, companyId, { status: 'open', queueId: q1.id, updatedAt: minutesAgo(31 * 24 * 60) });
    await createTicket(ctx.db, globex.company.id, { status: 'open', updatedAt: minutesAgo(1) });
  });
  afterAll(() => ctx.close());

  const idsOf = async (client: Client, query: string) => {
    const response = await client({ method: 'GET', url: `/api/dashboard/moments${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().map((row: { id: number }) => row.id);
  };

  it("lists an admin's whole company (showAll) in progress and waiting, last updated first, with each row's columns", async () => {
    expect(await idsOf(acme.asAdmin, '?showAll=true')).toEqual([
      openQ2.id,
      pendingQ2.id,
      groupQ1.id,
      pendingNoQueue.id,
    ]);
    const [row] = (await acme.asAdmin({ method: 'GET', url: '/api/dashboard/moments?showAll=true' })).json();
    expect(row).toMatchObject({
      id: openQ2.id,
      uuid: openQ2.uuid,
      status: 'open',
      lastMessage: 'Oi!',
      unreadMessages: 2,
      isGroup: false,
      user: { id: bruno.id, name: 'Bruno Balcão' },
      queue: { id: q2.id },
      whatsapp: { id: openQ2.whatsappId },
      contact: { id: openQ2.contactId },
    });
    expect(new Date(row.updatedAt).toISOString()).toBe(row.updatedAt);
  });

  it('filters by status, queues and user', async () => {
    expect(await idsOf(acme.asAdmin, '?showAll=true&status=pending')).toEqual([pendingQ2.id, pendingNoQueue.id]);
    expect(await idsOf(acme.asAdmin, `?showAll=true&queueIds=[${q2.id}]`)).toEqual([openQ2.id, pendingQ2.id]);
    expect(await idsOf(acme.asAdmin, `?showAll=true&userId=${bruno.id}`)).toEqual([openQ2.id]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(await idsOf(acme.asAdmin, `?showAll=true&dateStart=${today}&dateEnd=${today}`)).toHaveLength(4);
    expect(await idsOf(acme.asAdmin, '?showAll=true&dateEnd=2020-01-01')).toEqual([]);
  });

  it('others see their queues only (no queue with allTicket); showAll is for admins', async () => {
    expect(await idsOf(asPanel, '?showAll=true')).toEqual([groupQ1.id]);
    expect(await idsOf(asPanelAll, '')).toEqual([groupQ1.id, pendingNoQueue.id]);
    expect(await idsOf(asPanel, `?queueIds=[${q2.id}]`)).toEqual([]);
  });

  it("another company's panel, queues and users show none of these tickets", async () => {
    expect(await idsOf(globex.asAdmin, '?showAll=true')).toHaveLength(1);
    expect(await idsOf(globex.asAdmin, `?showAll=true&queueIds=[${q2.id}]`)).toEqual([]);
    expect(await idsOf(globex.asAdmin, `?showAll=true&userId=${bruno.id}`)).toEqual([]);
  });

  it('needs admin or allowRealTime', async () => {
    const refused = await acme.asUser({ method: 'GET', url: '/api/dashboard/moments' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('ERR_NO_PERMISSION');
    const showDashboardOnly = await clientFor(
      ctx,
      await createUser(ctx.db, acme.company.id, { showDashboard: 'enabled' }),
    );
    expect((await showDashboardOnly({ method: 'GET', url: '/api/dashboard/moments' })).statusCode).toBe(403);
  });
});
