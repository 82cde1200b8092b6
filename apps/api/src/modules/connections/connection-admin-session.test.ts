import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientFor, companyWithStaff } from '../../../test/clients';
import { createConnection, createPlan, createQueue, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { connections } from '../../db/schema';
import { useFakeWhatsappDriver } from './connection-fake-driver.test-support';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

describe("the super user's actions on another company's connection (/whatsapp-admin/{id})", () => {
  let ctx: TestContext;
  let fake: ReturnType<typeof useFakeWhatsappDriver>;
  let asSuper: Client;
  let home: Staff;
  let target: Staff;
  const rowOf = (id: number) =>
    ctx.db.system.transaction(async (tx) => (await tx.select().from(connections).where(eq(connections.id, id)))[0]);
  let named = 0;
  const targetConnection = async (overrides: Parameters<typeof createConnection>[2] = {}) => {
    named += 1;
    return createConnection(ctx.db, target.company.id, { name: `Deles ${named}`, channel: 'whatsapp', ...overrides });
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    fake = useFakeWhatsappDriver(ctx);
    home = await companyWithStaff(ctx);
    asSuper = await clientFor(ctx, await createUser(ctx.db, home.company.id, { profile: 'admin', isSuper: true }));
    target = await companyWithStaff(ctx, { planId: (await createPlan(ctx.db, { connections: 10 })).id });
  });
  afterAll(async () => {
    fake.restore();
    await ctx.close();
  });

  it('POST …/session starts it again and answers the connection in its company', async () => {
    const { id } = await targetConnection({ isDefault: true, status: 'DISCONNECTED' });
    fake.calls.length = 0;
    const response = await asSuper({ method: 'POST', url: `/api/whatsapp-admin/${id}/session` });
    expect(response.statusCode).toBe(200);
    expect(fake.calls).toEqual([`start:${id}`]);
    expect(response.json()).toMatchObject({ id, companyId: target.company.id, status: 'qrcode' });
    expect((await rowOf(id))?.qrcode).toMatch(/^QR-/);
  });

  it('PUT …/session renews (logout, stop, start) and DELETE …/session disconnects without restarting', async () => {
    const { id } = await targetConnection({ status: 'CONNECTED' });
    fake.calls.length = 0;
    const renewed = await asSuper({ method: 'PUT', url: `/api/whatsapp-admin/${id}/session` });
    expect(renewed.statusCode).toBe(200);
    expect(fake.calls).toEqual([`logout:${id}`, `stop:${id}`, `start:${id}`]);
    fake.calls.length = 0;
    const disconnected = await asSuper({ method: 'DELETE', url: `/api/whatsapp-admin/${id}/session` });
    expect(disconnected.statusCode).toBe(200);
    expect(fake.calls).toEqual([`logout:${id}`, `stop:${id}`]);
    expect(disconnected.json()).toMatchObject({ id, status: 'DISCONNECTED', qrcode: '' });
  });

  it('DELETE /whatsapp-admin/{id} deletes it, keeping the default rule of its company', async () => {
    const staff = await companyWithStaff(ctx, { planId: (await createPlan(ctx.db, { connections: 10 })).id });
    const keep = await createConnection(ctx.db, staff.company.id, {
      name: 'Padrão',
      channel: 'whatsapp',
      isDefault: true,
    });
    const drop = await createConnection(ctx.db, staff.company.id, { name: 'Extra', channel: 'whatsapp' });
    const refused = await asSuper({ method: 'DELETE', url: `/api/whatsapp-admin/${keep.id}` });
    expect(refused.json().error).toBe('ERR_NO_OTHER_WHATSAPP');
    fake.calls.length = 0;
    expect((await asSuper({ method: 'DELETE', url: `/api/whatsapp-admin/${drop.id}` })).statusCode).toBe(204);
    expect(await rowOf(drop.id)).toBeUndefined();
    expect(fake.calls).toEqual([`stop:${drop.id}`]);
    expect(await rowOf(keep.id)).toBeDefined();
  });

  it('PUT /whatsapp-admin/{id} edits it with its company’s queues and rules, offered by GET …/options', async () => {
    const { id } = await targetConnection({ isDefault: true });
    const theirs = await createQueue(ctx.db, target.company.id, { name: 'Fila deles', color: '#123456' });
    const ours = await createQueue(ctx.db, home.company.id, { name: 'Fila nossa', color: '#654321' });
    const options = await asSuper({ method: 'GET', url: `/api/whatsapp-admin/${id}/options` });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual({
      queues: [{ id: theirs.id, name: 'Fila deles', color: '#123456' }],
      scheduleType: 'disabled',
      userRating: false,
    });

    const saved = await asSuper({
      method: 'PUT',
      url: `/api/whatsapp-admin/${id}`,
      payload: { name: 'Renomeada', queueIds: [theirs.id] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id, companyId: target.company.id, name: 'Renomeada' });
    expect(saved.json().queues.map((queue: { id: number }) => queue.id)).toEqual([theirs.id]);
    expect((await rowOf(id))?.name).toBe('Renomeada');

    // The super user's own company's queue is not the connection's company's.
    const alien = await asSuper({ method: 'PUT', url: `/api/whatsapp-admin/${id}`, payload: { queueIds: [ours.id] } });
    expect(alien.json().error).toBe('ERR_NO_QUEUE_FOUND');
    const missing = await asSuper({ method: 'PUT', url: '/api/whatsapp-admin/2147483647', payload: { name: 'Nada' } });
    expect(missing.statusCode).toBe(404);
  });

  it("lets only the super user edit another company's connection: its admin's routes answer 404", async () => {
    const { id } = await targetConnection({ name: 'Intocada' });
    const outsider = await companyWithStaff(ctx);
    const edit = { name: 'Invadida' };
    const viaCompanyRoute = await outsider.asAdmin({ method: 'PUT', url: `/api/whatsapp/${id}`, payload: edit });
    expect(viaCompanyRoute.statusCode).toBe(404);
    expect(viaCompanyRoute.json().error).toBe('ERR_NO_WAPP_FOUND');
    expect((await outsider.asAdmin({ method: 'GET', url: `/api/whatsapp/${id}` })).statusCode).toBe(404);
    for (const client of [outsider.asAdmin, target.asAdmin]) {
      const viaAdminRoute = await client({ method: 'PUT', url: `/api/whatsapp-admin/${id}`, payload: edit });
      expect(viaAdminRoute.statusCode).toBe(403);
      expect((await client({ method: 'GET', url: `/api/whatsapp-admin/${id}/options` })).statusCode).toBe(403);
    }
    expect((await rowOf(id))?.name).toBe('Intocada');
  });

  it('answers 404 for a missing connection', async () => {
    const missing = await asSuper({ method: 'POST', url: '/api/whatsapp-admin/2147483647/session' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('ERR_NO_WAPP_FOUND');
  });

  it('refuses a company admin with 403, on another company and on its own, and changes nothing', async () => {
    const { id } = await targetConnection({ status: 'CONNECTED' });
    const outsider = await companyWithStaff(ctx);
    fake.calls.length = 0;
    for (const client of [outsider.asAdmin, target.asAdmin, target.asUser]) {
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        const response = await client({ method, url: `/api/whatsapp-admin/${id}/session` });
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe('ERR_NO_PERMISSION');
      }
      expect((await client({ method: 'DELETE', url: `/api/whatsapp-admin/${id}` })).statusCode).toBe(403);
    }
    expect(fake.calls).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: 'CONNECTED' });
  });
});
