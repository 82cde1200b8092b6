import { AppError } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientFor, companyWithStaff } from '../../../test/clients';
import { createConnection, createPlan, createQueue, createTicket, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { companySettings, connections, tickets } from '../../db/schema';
import { forwardConnectionEvents } from './connections.realtime';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;
const create = (staff: Staff, payload: Record<string, unknown>) =>
  staff.asAdmin({ method: 'POST', url: '/api/whatsapp', payload: { channel: 'sandbox', ...payload } });

describe('connections', () => {
  let ctx: TestContext;
  let other: Staff;
  let foreign: Awaited<ReturnType<typeof createConnection>>;

  async function staffWithRoom(connections = 5) {
    const plan = await createPlan(ctx.db, { users: 10, queues: 10, connections });
    return companyWithStaff(ctx, { planId: plan.id });
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    other = await staffWithRoom();
    foreign = await createConnection(ctx.db, other.company.id, { name: 'Alheia', isDefault: true });
  });
  afterAll(() => ctx.close());

  describe('POST /api/whatsapp', () => {
    it('creates a sandbox connection with the spec defaults, started (CONNECTED) and default as the first one', async () => {
      const staff = await staffWithRoom();
      const queue = await createQueue(ctx.db, staff.company.id, { name: 'Vendas', color: '#00AA00' });
      const events: unknown[] = [];
      const stop = ctx.app.events.subscribe('connection.updated', (event) => void events.push(event));
      const response = await create(staff, { name: 'Telefone 1', queueIds: [queue.id], companyId: other.company.id });
      stop();
      expect(response.statusCode).toBe(201);
      const connection = response.json();
      expect(connection).toMatchObject({
        name: 'Telefone 1',
        channel: 'sandbox',
        companyId: staff.company.id,
        status: 'CONNECTED',
        isDefault: true,
        provider: 'beta',
        maxUseBotQueues: 3,
        maxUseBotQueuesNPS: 3,
        groupAsTicket: 'disabled',
        allowGroup: false,
        whenExpiresTicket: '0',
        timeSendQueue: 0,
        queues: [{ id: queue.id, name: 'Vendas', color: '#00AA00' }],
      });
      expect(connection.schedules).toHaveLength(7);
      expect(events).toEqual([expect.objectContaining({ companyId: staff.company.id })]);
    });

    it('moves the default flag to a new default connection, announcing both', async () => {
      const staff = await staffWithRoom();
      const first = (await create(staff, { name: 'Primeiro' })).json();
      const second = (await create(staff, { name: 'Segundo' })).json();
      expect(second.isDefault).toBe(false);
      const events: { connection: { id: number; isDefault: boolean } }[] = [];
      const stop = ctx.app.events.subscribe('connection.updated', (event) => void events.push(event));
      const third = await create(staff, { name: 'Terceiro', isDefault: true });
      stop();
      expect(third.json().isDefault).toBe(true);
      expect(events.map(({ connection }) => [connection.id, connection.isDefault])).toEqual([
        [third.json().id, true],
        [first.id, false],
      ]);
      const list = await staff.asUser({ method: 'GET', url: '/api/whatsapp?session=0' });
      expect(list.json().filter((c: { isDefault: boolean }) => c.isDefault)).toHaveLength(1);
    });

    it('validates the name and refuses a duplicate (case-insensitive) in the same company only', async () => {
      const staff = await staffWithRoom();
      const short = await create(staff, { name: 'A' });
      expect(short.statusCode).toBe(400);
      expect(short.json().issues).toEqual([expect.objectContaining({ message: 'Too Short!' })]);
      expect((await create(staff, { name: 'x'.repeat(51) })).json().issues[0].message).toBe('Too Long!');
      expect((await create(staff, { name: '' })).json().issues[0].message).toBe('Required');
      expect((await create(staff, { name: 'Alheia' })).statusCode).toBe(201);
      const duplicate = await create(staff, { name: 'ALHEIA' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error).toBe('ERR_CONNECTION_NAME_ALREADY_EXISTS');
    });

    it('refuses channels without a driver on this server', async () => {
      const staff = await staffWithRoom();
      // This process runs no driver for these channels (whatever later work registers in tests).
      const runtime = ctx.channels.runtime;
      const driverFor = runtime.driverFor.bind(runtime);
      const missing = ['whatsapp', 'facebook', 'instagram'];
      const spy = vi.spyOn(runtime, 'driverFor').mockImplementation((channel) => {
        if (missing.includes(channel)) throw new AppError('ERR_WAPP_NOT_INITIALIZED');
        return driverFor(channel);
      });
      try {
        for (const channel of missing) {
          const response = await create(staff, { name: `Canal ${channel}`, channel });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ error: 'ERR_CHANNEL_NOT_AVAILABLE', details: { channel } });
        }
        const noChannel = await staff.asAdmin({ method: 'POST', url: '/api/whatsapp', payload: { name: 'Padrão' } });
        expect(noChannel.json().error).toBe('ERR_CHANNEL_NOT_AVAILABLE');
      } finally {
        spy.mockRestore();
      }
    });

    it('applies the spec 2 §5 rules: send-queue pairs, rating message, vacation dates', async () => {
      const staff = await staffWithRoom();
      const queue = await createQueue(ctx.db, staff.company.id, { name: 'Suporte', color: '#0000AA' });
      const issue = async (payload: Record<string, unknown>) => {
        const response = await create(staff, { name: 'Regras', ...payload });
        expect(response.statusCode).toBe(400);
        return response.json().issues[0];
      };
      expect(await issue({ timeSendQueue: 5 })).toEqual({ path: 'body.sendIdQueue', message: 'errorSendQueue' });
      expect(await issue({ sendIdQueue: queue.id })).toEqual({ path: 'body.timeSendQueue', message: 'errorSendQueue' });
      expect(await issue({ sendIdQueue: queue.id, timeSendQueue: '' })).toMatchObject({ path: 'body.timeSendQueue' });
      expect(await issue({ collectiveVacationMessage: 'Férias!' })).toMatchObject({
        path: 'body.collectiveVacationStart',
      });
      const today = new Date().toISOString().slice(0, 10);
      const longAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
      expect(await issue({ collectiveVacationStart: longAgo, collectiveVacationEnd: today })).toEqual({
        path: 'body.collectiveVacationStart',
        message: 'vacationStart',
      });
      await ctx.db.system.transaction((tx) =>
        tx
          .insert(companySettings)
          .values({ companyId: staff.company.id, userRating: 'enabled' })
          .onConflictDoUpdate({ target: companySettings.companyId, set: { userRating: 'enabled' } }),
      );
      expect(await issue({ ratingMessage: '' })).toMatchObject({ path: 'body.ratingMessage' });
      expect(await issue({ ratingMessage: 'Avalie de 1 a 5' })).toMatchObject({ path: 'body.expiresTicketNPS' });
      const ok = await create(staff, {
        name: 'Regras',
        ratingMessage: 'Avalie de 1 a 5',
        expiresTicketNPS: 10,
        timeSendQueue: 5,
        sendIdQueue: queue.id,
        collectiveVacationMessage: 'Férias!',
        collectiveVacationStart: today,
        collectiveVacationEnd: today,
      });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ timeSendQueue: 5, sendIdQueue: queue.id, collectiveVacationStart: today });
    });

    it('refuses another company’s queues', async () => {
      const staff = await staffWithRoom();
      const alien = await createQueue(ctx.db, other.company.id, { name: 'Fora', color: '#123123' });
      const response = await create(staff, { name: 'Filas', queueIds: [alien.id] });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'ERR_NO_QUEUE_FOUND', details: { queueIds: [alien.id] } });
      const redirect = await create(staff, { name: 'Filas', timeSendQueue: 3, sendIdQueue: alien.id });
      expect(redirect.json().error).toBe('ERR_NO_QUEUE_FOUND');
    });

    it('holds the plan’s connection count, even for concurrent creates', async () => {
      const staff = await staffWithRoom(2);
      await createConnection(ctx.db, staff.company.id, { name: 'Existente', isDefault: true });
      const responses = await Promise.all([create(staff, { name: 'Corrida 1' }), create(staff, { name: 'Corrida 2' })]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 403]);
      const refused = responses.find((r) => r.statusCode === 403);
      expect(refused?.json()).toMatchObject({
        error: 'ERR_PLAN_LIMIT_REACHED',
        details: { resource: 'connections', limit: 2 },
      });
      const superUser = await createUser(ctx.db, staff.company.id, { profile: 'admin', isSuper: true });
      const asSuper = await clientFor(ctx, superUser);
      const exempt = await asSuper({
        method: 'POST',
        url: '/api/whatsapp',
        payload: { name: 'Super', channel: 'sandbox' },
      });
      expect(exempt.statusCode).toBe(201);
    });

    it('needs connections-page:addConnection (a profile user is refused unless allowConnections)', async () => {
      const staff = await staffWithRoom();
      const refused = await staff.asUser({
        method: 'POST',
        url: '/api/whatsapp',
        payload: { name: 'Nope', channel: 'sandbox' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('ERR_NO_PERMISSION');
      const trusted = await createUser(ctx.db, staff.company.id, { profile: 'user', allowConnections: 'enabled' });
      const asTrusted = await clientFor(ctx, trusted);
      const allowed = await asTrusted({
        method: 'POST',
        url: '/api/whatsapp',
        payload: { name: 'Sim', channel: 'sandbox' },
      });
      expect(allowed.statusCode).toBe(201);
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/whatsapp' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('reads', () => {
    it('lists the company’s connections with queues, filters by channel, reads one', async () => {
      const staff = await staffWithRoom();
      const queue = await createQueue(ctx.db, staff.company.id, { name: 'Fila', color: '#AA0000' });
      const sandbox = (await create(staff, { name: 'B sandbox', queueIds: [queue.id] })).json();
      const web = await createConnection(ctx.db, staff.company.id, { name: 'A widget', channel: 'webchat' });
      const list = (await staff.asUser({ method: 'GET', url: '/api/whatsapp' })).json();
      expect(list.map((c: { id: number }) => c.id)).toEqual([web.id, sandbox.id]);
      expect(list[1].queues).toEqual([{ id: queue.id, name: 'Fila', color: '#AA0000' }]);
      const filtered = await staff.asUser({ method: 'GET', url: '/api/whatsapp/filter?channel=webchat' });
      expect(filtered.json().map((c: { id: number }) => c.id)).toEqual([web.id]);
      const bad = await staff.asUser({ method: 'GET', url: '/api/whatsapp/filter?channel=telegram' });
      expect(bad.statusCode).toBe(400);
      const one = await staff.asUser({ method: 'GET', url: `/api/whatsapp/${sandbox.id}?session=0` });
      expect(one.json()).toMatchObject({ id: sandbox.id, queues: [{ id: queue.id }] });
    });

    it('treats another company’s connection as missing on every route', async () => {
      const staff = await staffWithRoom();
      const list = await staff.asAdmin({ method: 'GET', url: '/api/whatsapp' });
      expect(list.body).not.toContain('Alheia');
      const url = `/api/whatsapp/${foreign.id}`;
      for (const [method, payload] of [['GET'], ['PUT', { name: 'Roubada' }], ['DELETE']] as const) {
        const response = await staff.asAdmin({ method, url, ...(payload ? { payload } : {}) });
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('ERR_NO_WAPP_FOUND');
      }
      const [row] = await ctx.db.system.transaction((tx) =>
        tx.select().from(connections).where(eq(connections.id, foreign.id)),
      );
      expect(row?.name).toBe('Alheia');
    });
  });

  describe('PUT /api/whatsapp/{id}', () => {
    it('changes the fields sent, replaces queues, and keeps one default', async () => {
      const staff = await staffWithRoom();
      const queue = await createQueue(ctx.db, staff.company.id, { name: 'Q', color: '#ABCDEF' });
      const first = (await create(staff, { name: 'Um', greetingMessage: 'Oi', queueIds: [queue.id] })).json();
      const second = (await create(staff, { name: 'Dois' })).json();
      const renamed = await staff.asAdmin({
        method: 'PUT',
        url: `/api/whatsapp/${second.id}`,
        payload: { name: 'Dois!', allowGroup: true, groupAsTicket: 'enabled', timeCreateNewTicket: 30 },
      });
      expect(renamed.json()).toMatchObject({
        name: 'Dois!',
        allowGroup: true,
        groupAsTicket: 'enabled',
        timeCreateNewTicket: 30,
      });
      const cleared = await staff.asAdmin({
        method: 'PUT',
        url: `/api/whatsapp/${first.id}`,
        payload: { queueIds: [] },
      });
      expect(cleared.json()).toMatchObject({ greetingMessage: 'Oi', queues: [] });

      const unset = await staff.asAdmin({
        method: 'PUT',
        url: `/api/whatsapp/${first.id}`,
        payload: { isDefault: false },
      });
      expect(unset.statusCode).toBe(400);
      expect(unset.json().error).toBe('ERR_NO_OTHER_WHATSAPP');
      const moved = await staff.asAdmin({
        method: 'PUT',
        url: `/api/whatsapp/${second.id}`,
        payload: { isDefault: true },
      });
      expect(moved.json().isDefault).toBe(true);
      const firstNow = (await staff.asAdmin({ method: 'GET', url: `/api/whatsapp/${first.id}` })).json();
      expect(firstNow.isDefault).toBe(false);
      const duplicate = await staff.asAdmin({
        method: 'PUT',
        url: `/api/whatsapp/${second.id}`,
        payload: { name: 'um' },
      });
      expect(duplicate.json().error).toBe('ERR_CONNECTION_NAME_ALREADY_EXISTS');
      const refused = await staff.asUser({ method: 'PUT', url: `/api/whatsapp/${second.id}`, payload: { name: 'x1' } });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('DELETE /api/whatsapp/{id}', () => {
    it('keeps the default while others exist, deletes the rest with their tickets, then the last one', async () => {
      const staff = await staffWithRoom();
      const main = (await create(staff, { name: 'Principal' })).json();
      const spare = (await create(staff, { name: 'Reserva' })).json();
      const ticket = await createTicket(ctx.db, staff.company.id, { whatsappId: spare.id });
      const events: unknown[] = [];
      const stop = ctx.app.events.subscribe('connection.deleted', (event) => void events.push(event));

      const refused = await staff.asAdmin({ method: 'DELETE', url: `/api/whatsapp/${main.id}` });
      expect(refused.json().error).toBe('ERR_NO_OTHER_WHATSAPP');
      expect((await staff.asUser({ method: 'DELETE', url: `/api/whatsapp/${spare.id}` })).statusCode).toBe(403);
      expect((await staff.asAdmin({ method: 'DELETE', url: `/api/whatsapp/${spare.id}` })).statusCode).toBe(204);
      const left = await ctx.db.system.transaction((tx) => tx.select().from(tickets).where(eq(tickets.id, ticket.id)));
      expect(left).toEqual([]);
      expect((await staff.asAdmin({ method: 'DELETE', url: `/api/whatsapp/${main.id}` })).statusCode).toBe(204);
      stop();
      expect(events).toEqual([
        expect.objectContaining({ connectionId: spare.id }),
        expect.objectContaining({ connectionId: main.id }),
      ]);
      expect((await staff.asAdmin({ method: 'GET', url: '/api/whatsapp' })).json()).toEqual([]);
    });
  });

  it('forwards saves, deletes and session changes to company-{id}-whatsapp / -whatsappSession', async () => {
    const staff = await staffWithRoom();
    const emitted: [number, string, unknown][] = [];
    const realtime = {
      emitToCompany: (companyId: number, event: string, payload: unknown) =>
        void emitted.push([companyId, event, payload]),
    };
    const stop = forwardConnectionEvents(ctx.app.events, realtime, ctx.db);
    const id = staff.company.id;
    const created = (await create(staff, { name: 'Ao vivo' })).json();
    // The session event is forwarded after a read of the row: wait for it before deleting the row.
    await vi.waitFor(() => expect(emitted.some(([, event]) => event === `company-${id}-whatsappSession`)).toBe(true));
    await staff.asAdmin({ method: 'DELETE', url: `/api/whatsapp/${created.id}` });
    stop();
    expect(emitted).toContainEqual([
      id,
      `company-${id}-whatsapp`,
      { action: 'update', whatsapp: expect.objectContaining({ id: created.id }) },
    ]);
    expect(emitted).toContainEqual([id, `company-${id}-whatsapp`, { action: 'delete', whatsappId: created.id }]);
    // The sandbox driver reported CONNECTED when the connection was created; the session event read it back.
    expect(emitted).toContainEqual([
      id,
      `company-${id}-whatsappSession`,
      { action: 'update', session: expect.objectContaining({ id: created.id, status: 'CONNECTED', qrcode: '' }) },
    ]);
  });
});
