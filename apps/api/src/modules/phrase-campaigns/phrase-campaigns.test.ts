import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection, createPlan } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

describe('phrase campaigns (/api/flowcampaign)', () => {
  let ctx: TestContext;
  const newFlow = async (staff: Staff, name = 'Promoção') =>
    (await staff.asAdmin({ method: 'POST', url: '/api/flowbuilder', payload: { name } })).json().id as number;
  const body = (flowId: number, whatsappId: number | null, extra: object = {}) => ({
    name: 'Black Friday',
    flowId,
    whatsappId,
    phrase: 'quero desconto',
    ...extra,
  });
  const create = (staff: Staff, payload: object) =>
    staff.asAdmin({ method: 'POST', url: '/api/flowcampaign', payload });

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('creates (status on by default), reads, lists as { flow }, edits and deletes a phrase campaign', async () => {
    const staff = await companyWithStaff(ctx);
    const flowId = await newFlow(staff);
    const connection = await createConnection(ctx.db, staff.company.id);
    const created = await create(staff, body(flowId, connection.id));
    expect(created.statusCode).toBe(201);
    const campaign = created.json();
    expect(campaign).toMatchObject({
      name: 'Black Friday',
      flowId,
      whatsappId: connection.id,
      phrase: 'quero desconto',
      status: true,
    });
    expect((await staff.asAdmin({ method: 'GET', url: `/api/flowcampaign/${campaign.id}` })).json()).toEqual(campaign);
    await create(staff, body(flowId, null, { name: 'Aniversário', phrase: 'parabéns', status: false }));
    const list = (await staff.asAdmin({ method: 'GET', url: '/api/flowcampaign' })).json();
    expect(
      list.flow.map((entry: { name: string; whatsappId: number | null; status: boolean }) => [
        entry.name,
        entry.whatsappId,
        entry.status,
      ]),
    ).toEqual([
      ['Aniversário', null, false],
      ['Black Friday', connection.id, true],
    ]);

    const otherFlow = await newFlow(staff, 'Outro');
    const updated = await staff.asAdmin({
      method: 'PUT',
      url: '/api/flowcampaign',
      payload: { id: campaign.id, ...body(otherFlow, null, { phrase: 'cupom', status: false }) },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: campaign.id,
      flowId: otherFlow,
      whatsappId: null,
      phrase: 'cupom',
      status: false,
    });
    expect((await staff.asAdmin({ method: 'DELETE', url: `/api/flowcampaign/${campaign.id}` })).statusCode).toBe(204);
    expect((await staff.asAdmin({ method: 'GET', url: `/api/flowcampaign/${campaign.id}` })).statusCode).toBe(404);
  });

  it('answers 400 Obrigatório / Digite um nome! for a missing phrase, name or flow', async () => {
    const staff = await companyWithStaff(ctx);
    const response = await create(staff, { name: '', phrase: ' ', whatsappId: null });
    expect(response.statusCode).toBe(400);
    const issues = response.json().issues as { path: string; message: string }[];
    expect(issues.find((issue) => issue.path === 'body.name')?.message).toBe('Digite um nome!');
    expect(issues.find((issue) => issue.path === 'body.phrase')?.message).toBe('Obrigatório');
    expect(issues.some((issue) => issue.path === 'body.flowId')).toBe(true);
  });

  it("refuses another company's flow or connection (400 ERR_INVALID_REFERENCE naming the field)", async () => {
    const staff = await companyWithStaff(ctx);
    const other = await companyWithStaff(ctx);
    const ownFlow = await newFlow(staff);
    const foreignFlow = await newFlow(other);
    const foreignConnection = await createConnection(ctx.db, other.company.id);
    const byFlow = await create(staff, body(foreignFlow, null));
    expect(byFlow.statusCode).toBe(400);
    expect(byFlow.json()).toMatchObject({ error: 'ERR_INVALID_REFERENCE', details: { field: 'flowId' } });
    const byConnection = await create(staff, body(ownFlow, foreignConnection.id));
    expect(byConnection.json()).toMatchObject({ error: 'ERR_INVALID_REFERENCE', details: { field: 'whatsappId' } });
    const { id } = (await create(staff, body(ownFlow, null))).json();
    const update = await staff.asAdmin({
      method: 'PUT',
      url: '/api/flowcampaign',
      payload: { id, ...body(foreignFlow, null) },
    });
    expect(update.json()).toMatchObject({ error: 'ERR_INVALID_REFERENCE', details: { field: 'flowId' } });
    expect((await staff.asAdmin({ method: 'GET', url: '/api/flowcampaign' })).json().flow).toHaveLength(1);
  });

  it("answers 404 ERR_NO_PHRASE_CAMPAIGN_FOUND for another company's campaign on every route, leaving it untouched", async () => {
    const staff = await companyWithStaff(ctx);
    const other = await companyWithStaff(ctx);
    const ownFlow = await newFlow(staff);
    const foreign = (await create(other, body(await newFlow(other), null))).json();
    for (const call of [
      { method: 'GET', url: `/api/flowcampaign/${foreign.id}` },
      { method: 'PUT', url: '/api/flowcampaign', payload: { id: foreign.id, ...body(ownFlow, null) } },
      { method: 'DELETE', url: `/api/flowcampaign/${foreign.id}` },
    ] as const) {
      const response = await staff.asAdmin(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json().error).toBe('ERR_NO_PHRASE_CAMPAIGN_FOUND');
    }
    expect((await staff.asAdmin({ method: 'GET', url: '/api/flowcampaign' })).json().flow).toEqual([]);
    expect((await other.asAdmin({ method: 'GET', url: `/api/flowcampaign/${foreign.id}` })).json()).toEqual(foreign);
  });

  it('is for admins of a plan with useCampaigns: 403 for a plain user, ERR_PLAN_FEATURE_DISABLED without the flag', async () => {
    const staff = await companyWithStaff(ctx);
    const flowId = await newFlow(staff);
    const { id } = (await create(staff, body(flowId, null))).json();
    const routes = [
      { method: 'GET', url: '/api/flowcampaign' },
      { method: 'GET', url: `/api/flowcampaign/${id}` },
      { method: 'POST', url: '/api/flowcampaign', payload: body(flowId, null) },
      { method: 'PUT', url: '/api/flowcampaign', payload: { id, ...body(flowId, null) } },
      { method: 'DELETE', url: `/api/flowcampaign/${id}` },
    ] as const;
    for (const call of routes) {
      const response = await staff.asUser(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().error).toBe('ERR_NO_PERMISSION');
    }
    const plan = await createPlan(ctx.db, { useCampaigns: false });
    const withoutCampaigns = await companyWithStaff(ctx, { planId: plan.id });
    for (const call of routes) {
      const response = await withoutCampaigns.asAdmin(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().error).toBe('ERR_PLAN_FEATURE_DISABLED');
    }
    expect((await staff.asAdmin({ method: 'GET', url: `/api/flowcampaign/${id}` })).statusCode).toBe(200);
  });
});
