import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection, createQueue } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { plans } from '../../db/schema';
import { createIntegration, createPromptOn } from '../queue-integrations/queue-integrations.test-support';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

/** `field` set to another company's id (and to a missing one) is 400 ERR_INVALID_REFERENCE on edit and create. */
async function expectConnectionRefuses(staff: Staff, connectionId: number, field: string, foreignId: number) {
  for (const id of [foreignId, 999_999]) {
    const response = await staff.asAdmin({
      method: 'PUT',
      url: `/api/whatsapp/${connectionId}`,
      payload: { [field]: id },
    });
    expect(response.statusCode, field).toBe(400);
    expect(response.json()).toMatchObject({ error: 'ERR_INVALID_REFERENCE', details: { field } });
  }
  const created = await staff.asAdmin({
    method: 'POST',
    url: '/api/whatsapp',
    payload: { name: `Nova ${field}`, channel: 'sandbox', [field]: foreignId },
  });
  expect(created.json()).toMatchObject({ error: 'ERR_INVALID_REFERENCE', details: { field } });
}

/** Ids stored on connections and queues must name something of the company: nothing is silently saved. */
describe('settings no longer lie: stored ids', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("a connection keeps an integration and a prompt of its company and refuses others' (ERR_INVALID_REFERENCE)", async () => {
    const staff = await companyWithStaff(ctx);
    const other = await companyWithStaff(ctx);
    await ctx.db.system.transaction((tx) =>
      tx.update(plans).set({ connections: 10 }).where(eq(plans.id, staff.plan.id)),
    );
    const ownIds = {
      integrationId: await createIntegration(staff.asAdmin),
      promptId: await createPromptOn(staff.asAdmin, (await createQueue(ctx.db, staff.company.id)).id),
    };
    const foreignIds = {
      integrationId: await createIntegration(other.asAdmin),
      promptId: await createPromptOn(other.asAdmin, (await createQueue(ctx.db, other.company.id)).id),
    };
    const connection = await createConnection(ctx.db, staff.company.id, { name: 'Loja' });
    for (const field of ['integrationId', 'promptId'] as const) {
      await expectConnectionRefuses(staff, connection.id, field, foreignIds[field]);
    }
    const read = await staff.asAdmin({ method: 'GET', url: `/api/whatsapp/${connection.id}?session=0` });
    expect(read.json()).toMatchObject({ integrationId: null, promptId: null });
    const saved = await staff.asAdmin({ method: 'PUT', url: `/api/whatsapp/${connection.id}`, payload: ownIds });
    expect([saved.statusCode, saved.json()]).toMatchObject([200, ownIds]);
    const created = await staff.asAdmin({
      method: 'POST',
      url: '/api/whatsapp',
      payload: { name: 'Com robô', channel: 'sandbox', integrationId: ownIds.integrationId },
    });
    expect(created.json()).toMatchObject({ integrationId: ownIds.integrationId, promptId: null });
    const cleared = await staff.asAdmin({
      method: 'PUT',
      url: `/api/whatsapp/${connection.id}`,
      payload: { integrationId: null, promptId: null },
    });
    expect(cleared.json()).toMatchObject({ integrationId: null, promptId: null });
  });

  it('a connection keeps welcome and default flows of its company and refuses others (ERR_INVALID_REFERENCE)', async () => {
    const staff = await companyWithStaff(ctx);
    const other = await companyWithStaff(ctx);
    await ctx.db.system.transaction((tx) =>
      tx.update(plans).set({ connections: 10 }).where(eq(plans.id, staff.plan.id)),
    );
    const newFlow = async (as: typeof staff) =>
      (await as.asAdmin({ method: 'POST', url: '/api/flowbuilder', payload: { name: 'Fluxo' } })).json().id as number;
    const own = await newFlow(staff);
    const foreign = await newFlow(other);
    const connection = await createConnection(ctx.db, staff.company.id, { name: 'Loja' });
    for (const field of ['flowIdWelcome', 'flowIdNotPhrase']) {
      await expectConnectionRefuses(staff, connection.id, field, foreign);
    }
    const saved = await staff.asAdmin({
      method: 'PUT',
      url: `/api/whatsapp/${connection.id}`,
      payload: { flowIdWelcome: own, flowIdNotPhrase: own },
    });
    expect(saved.statusCode).toBe(200);
    const read = await staff.asAdmin({ method: 'GET', url: `/api/whatsapp/${connection.id}?session=0` });
    expect(read.json()).toMatchObject({ flowIdWelcome: own, flowIdNotPhrase: own });
    const created = await staff.asAdmin({
      method: 'POST',
      url: '/api/whatsapp',
      payload: { name: 'Com fluxo', channel: 'sandbox', flowIdWelcome: own },
    });
    expect(created.json()).toMatchObject({ flowIdWelcome: own, flowIdNotPhrase: null });
  });

  it('a queue keeps a file list and an integration of its company and refuses another company’s (ERR_INVALID_REFERENCE)', async () => {
    const staff = await companyWithStaff(ctx);
    const other = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const own = (
      await staff.asAdmin({ method: 'POST', url: '/api/files', payload: { name: 'Própria', message: 'Oi' } })
    ).json();
    const foreign = (
      await other.asAdmin({ method: 'POST', url: '/api/files', payload: { name: 'Alheia', message: 'Oi' } })
    ).json();

    const refused = await staff.asAdmin({
      method: 'PUT',
      url: `/api/queue/${queue.id}`,
      payload: { fileListId: foreign.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'ERR_INVALID_REFERENCE', details: { field: 'fileListId' } });
    const created = await staff.asAdmin({
      method: 'POST',
      url: '/api/queue',
      payload: { name: 'Nova', color: '#0A0B0C', fileListId: foreign.id },
    });
    expect(created.json().error).toBe('ERR_INVALID_REFERENCE');
    const integration = await staff.asAdmin({
      method: 'PUT',
      url: `/api/queue/${queue.id}`,
      payload: { integrationId: await createIntegration(other.asAdmin) },
    });
    expect(integration.json()).toMatchObject({ error: 'ERR_INVALID_REFERENCE', details: { field: 'integrationId' } });
    expect((await staff.asAdmin({ method: 'GET', url: `/api/queue/${queue.id}` })).json().fileListId).toBeNull();

    const saved = await staff.asAdmin({
      method: 'PUT',
      url: `/api/queue/${queue.id}`,
      payload: { fileListId: own.id },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().fileListId).toBe(own.id);
    const ownIntegration = await createIntegration(staff.asAdmin);
    const withIntegration = await staff.asAdmin({
      method: 'PUT',
      url: `/api/queue/${queue.id}`,
      payload: { integrationId: ownIntegration },
    });
    expect(withIntegration.json().integrationId).toBe(ownIntegration);
  });
});
