import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, companyWithStaff } from '../../../test/clients';
import { createCompany, createPlan, createQueue, createUser, linkUserQueues } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { companySettings, userQueues } from '../../db/schema';
import { defaultScheduleEntries } from '../../db/schema/schedule-entries';

const week = (startTimeA: string) => defaultScheduleEntries().map((entry) => ({ ...entry, startTimeA }));

describe('queues', () => {
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof companyWithStaff>>;
  let foreignQueue: Awaited<ReturnType<typeof createQueue>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    other = await companyWithStaff(ctx);
    foreignQueue = await createQueue(ctx.db, other.company.id, { name: 'Alheia', color: '#123456' });
  });
  afterAll(() => ctx.close());

  describe('GET /api/queue', () => {
    it('lists the company’s queues by order (unset last), then name, for any user', async () => {
      const staff = await companyWithStaff(ctx);
      const id = staff.company.id;
      const c = await createQueue(ctx.db, id, { name: 'C', orderQueue: null });
      const b = await createQueue(ctx.db, id, { name: 'B', orderQueue: 2 });
      const a2 = await createQueue(ctx.db, id, { name: 'A', orderQueue: 2 });
      const z = await createQueue(ctx.db, id, { name: 'Z', orderQueue: 1 });
      const response = await staff.asUser({ method: 'GET', url: '/api/queue' });
      expect(response.statusCode).toBe(200);
      expect(response.json().map((queue: { id: number }) => queue.id)).toEqual([z.id, a2.id, b.id, c.id]);
    });

    it('reads one queue, and another company’s as missing (404 ERR_NO_QUEUE_FOUND)', async () => {
      const staff = await companyWithStaff(ctx);
      const queue = await createQueue(ctx.db, staff.company.id, { name: 'Suporte', greetingMessage: 'Olá' });
      const own = await staff.asUser({ method: 'GET', url: `/api/queue/${queue.id}` });
      expect(own.json()).toMatchObject({ id: queue.id, name: 'Suporte', greetingMessage: 'Olá' });
      const foreign = await staff.asAdmin({ method: 'GET', url: `/api/queue/${foreignQueue.id}` });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ error: 'ERR_NO_QUEUE_FOUND' });
      expect(foreign.body).not.toContain('Alheia');
    });
  });

  describe('POST /api/queue', () => {
    it('creates a queue with the default week and a created event', async () => {
      const staff = await companyWithStaff(ctx);
      const events: unknown[] = [];
      const unsubscribe = ctx.app.events.subscribe('queue.created', (event) => void events.push(event));
      const response = await staff.asAdmin({
        method: 'POST',
        url: '/api/queue',
        payload: { name: 'Financeiro', color: '#FF0000', orderQueue: 1, greetingMessage: 'Bem-vindo', companyId: 999 },
      });
      unsubscribe();
      expect(response.statusCode).toBe(201);
      const queue = response.json();
      expect(queue).toMatchObject({
        name: 'Financeiro',
        color: '#FF0000',
        orderQueue: 1,
        greetingMessage: 'Bem-vindo',
        outOfHoursMessage: '',
        companyId: staff.company.id,
        closeTicket: false,
        ativarRoteador: false,
        tempoRoteador: 0,
      });
      expect(queue.schedules).toHaveLength(7);
      expect(queue.schedules[0]).toEqual({
        weekday: 'Segunda-feira',
        weekdayEn: 'monday',
        startTimeA: '08:00',
        endTimeA: '12:00',
        startTimeB: '13:00',
        endTimeB: '18:00',
      });
      expect(events).toEqual([{ type: 'queue.created', companyId: staff.company.id, queue }]);
    });

    it('answers 400 with the spec texts per field', async () => {
      const staff = await companyWithStaff(ctx);
      const response = await staff.asAdmin({
        method: 'POST',
        url: '/api/queue',
        payload: { name: 'A', color: '#1234567890', tempoRoteador: 3, schedules: week('8h') },
      });
      expect(response.statusCode).toBe(400);
      const issues = response
        .json()
        .issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]);
      expect(issues).toEqual(
        expect.arrayContaining([
          ['body.name', 'Too Short!'],
          ['body.color', 'Too Long!'],
          expect.arrayContaining(['body.tempoRoteador']),
        ]),
      );
      expect(issues.some(([path]: [string]) => path.startsWith('body.schedules'))).toBe(true);
      const empty = await staff.asAdmin({ method: 'POST', url: '/api/queue', payload: {} });
      expect(empty.json().issues).toEqual(
        expect.arrayContaining([
          { path: 'body.name', message: 'Required' },
          { path: 'body.color', message: 'Required' },
        ]),
      );
    });

    it('refuses a plain user on every write (403 ERR_NO_PERMISSION)', async () => {
      const staff = await companyWithStaff(ctx);
      const queue = await createQueue(ctx.db, staff.company.id);
      for (const call of [
        { method: 'POST', url: '/api/queue', payload: { name: 'Nova', color: '#ABCDEF' } },
        { method: 'PUT', url: `/api/queue/${queue.id}`, payload: { name: 'Nova' } },
        { method: 'DELETE', url: `/api/queue/${queue.id}` },
      ] as const) {
        const response = await staff.asUser(call);
        expect(response.statusCode, call.method).toBe(403);
        expect(response.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
      }
    });

    it('keeps colours unique per company, case-insensitively (409 ERR_QUEUE_COLOR_ALREADY_EXISTS)', async () => {
      const staff = await companyWithStaff(ctx);
      const first = await staff.asAdmin({
        method: 'POST',
        url: '/api/queue',
        payload: { name: 'Um', color: '#abc123' },
      });
      expect(first.statusCode).toBe(201);
      const clash = await staff.asAdmin({
        method: 'POST',
        url: '/api/queue',
        payload: { name: 'Dois', color: '#ABC123' },
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ error: 'ERR_QUEUE_COLOR_ALREADY_EXISTS' });
      const second = await staff.asAdmin({
        method: 'POST',
        url: '/api/queue',
        payload: { name: 'Dois', color: '#00FF00' },
      });
      const recolour = await staff.asAdmin({
        method: 'PUT',
        url: `/api/queue/${second.json().id}`,
        payload: { color: '#Abc123' },
      });
      expect(recolour.statusCode).toBe(409);
      // Another company may use the same colour.
      const elsewhere = await other.asAdmin({
        method: 'POST',
        url: '/api/queue',
        payload: { name: 'Outra', color: '#ABC123' },
      });
      expect(elsewhere.statusCode).toBe(201);
    });

    it('holds the plan’s queue limit (403 ERR_PLAN_LIMIT_REACHED)', async () => {
      const plan = await createPlan(ctx.db, { queues: 1 });
      const company = await createCompany(ctx.db, { planId: plan.id });
      const as = await clientFor(ctx, await createUser(ctx.db, company.id, { profile: 'admin' }));
      expect(
        (await as({ method: 'POST', url: '/api/queue', payload: { name: 'Um', color: '#111111' } })).statusCode,
      ).toBe(201);
      const full = await as({ method: 'POST', url: '/api/queue', payload: { name: 'Dois', color: '#222222' } });
      expect(full.statusCode).toBe(403);
      expect(full.json()).toMatchObject({ error: 'ERR_PLAN_LIMIT_REACHED', details: { resource: 'queues', limit: 1 } });
    });

    it('requires the out-of-hours message with schedules when the company schedules by queue', async () => {
      const staff = await companyWithStaff(ctx);
      await ctx.db.system.transaction((tx) =>
        tx.insert(companySettings).values({ companyId: staff.company.id, scheduleType: 'queue' }),
      );
      const refused = await staff.asAdmin({
        method: 'POST',
        url: '/api/queue',
        payload: { name: 'Noite', color: '#333333', schedules: week('09:00'), outOfHoursMessage: '  ' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'ERR_VALIDATION',
        issues: [{ path: 'body.outOfHoursMessage', message: 'Required' }],
      });
      const created = await staff.asAdmin({
        method: 'POST',
        url: '/api/queue',
        payload: { name: 'Noite', color: '#333333', schedules: week('09:00'), outOfHoursMessage: 'Fechados agora' },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().schedules[0].startTimeA).toBe('09:00');
      // Sending only new hours keeps passing: the stored message still answers.
      const updated = await staff.asAdmin({
        method: 'PUT',
        url: `/api/queue/${created.json().id}`,
        payload: { schedules: week('10:00') },
      });
      expect(updated.statusCode).toBe(200);
      const cleared = await staff.asAdmin({
        method: 'PUT',
        url: `/api/queue/${created.json().id}`,
        payload: { outOfHoursMessage: '' },
      });
      expect(cleared.statusCode).toBe(400);
    });

    it('does not require it when the company does not schedule by queue', async () => {
      const staff = await companyWithStaff(ctx);
      const response = await staff.asAdmin({
        method: 'POST',
        url: '/api/queue',
        payload: { name: 'Dia', color: '#444444', schedules: week('07:00') },
      });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('PUT and DELETE /api/queue/{id}', () => {
    it('changes the fields sent and keeps the others', async () => {
      const staff = await companyWithStaff(ctx);
      const queue = await createQueue(ctx.db, staff.company.id, {
        name: 'Antes',
        greetingMessage: 'Oi',
        orderQueue: 3,
      });
      const response = await staff.asAdmin({
        method: 'PUT',
        url: `/api/queue/${queue.id}`,
        payload: { name: 'Depois', closeTicket: true, ativarRoteador: true, tempoRoteador: 15 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Depois',
        greetingMessage: 'Oi',
        orderQueue: 3,
        color: queue.color,
        closeTicket: true,
        ativarRoteador: true,
        tempoRoteador: 15,
      });
    });

    it('deletes a queue and the users’ links to it', async () => {
      const staff = await companyWithStaff(ctx);
      const queue = await createQueue(ctx.db, staff.company.id);
      await linkUserQueues(ctx.db, staff.company.id, staff.user.id, [queue.id]);
      const response = await staff.asAdmin({ method: 'DELETE', url: `/api/queue/${queue.id}` });
      expect(response.statusCode).toBe(204);
      expect((await staff.asAdmin({ method: 'GET', url: `/api/queue/${queue.id}` })).statusCode).toBe(404);
      const links = await ctx.db.system.transaction((tx) =>
        tx.select().from(userQueues).where(eq(userQueues.queueId, queue.id)),
      );
      expect(links).toEqual([]);
    });

    it('answers another company’s queue as missing and leaves it unchanged', async () => {
      const staff = await companyWithStaff(ctx);
      const put = await staff.asAdmin({
        method: 'PUT',
        url: `/api/queue/${foreignQueue.id}`,
        payload: { name: 'Minha' },
      });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ error: 'ERR_NO_QUEUE_FOUND' });
      const removed = await staff.asAdmin({ method: 'DELETE', url: `/api/queue/${foreignQueue.id}` });
      expect(removed.statusCode).toBe(404);
      const still = await other.asAdmin({ method: 'GET', url: `/api/queue/${foreignQueue.id}` });
      expect(still.json().name).toBe('Alheia');
    });
  });

  it('answers 402 ERR_SUBSCRIPTION_EXPIRED to an expired company', async () => {
    const company = await createCompany(ctx.db, { dueDate: new Date(Date.now() - 86_400_000) });
    const as = await clientFor(ctx, await createUser(ctx.db, company.id, { profile: 'admin' }));
    const queue = await createQueue(ctx.db, company.id);
    for (const call of [
      { method: 'GET', url: '/api/queue' },
      { method: 'GET', url: `/api/queue/${queue.id}` },
      { method: 'POST', url: '/api/queue', payload: { name: 'Nova', color: '#ABCDEF' } },
      { method: 'PUT', url: `/api/queue/${queue.id}`, payload: { name: 'Nova' } },
      { method: 'DELETE', url: `/api/queue/${queue.id}` },
    ] as const) {
      const response = await as(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(402);
    }
  });
});
