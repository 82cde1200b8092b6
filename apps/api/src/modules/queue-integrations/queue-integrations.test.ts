import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection, createPlan, createQueue } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { queueIntegrations } from '../../db/schema';
import {
  createIntegration,
  createPromptOn,
  expectAdminsOfPlanOnly,
  flowWithGraph,
  integrationBodies,
  integrationNodeGraph,
  issuesOf,
} from './queue-integrations.test-support';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

describe('queue integrations (/api/queueIntegration)', () => {
  let ctx: TestContext;
  const post = (staff: Staff, payload: object) =>
    staff.asAdmin({ method: 'POST', url: '/api/queueIntegration', payload });
  const storedRow = async (id: number) => {
    const [row] = await ctx.db.system.transaction((tx) =>
      tx.select().from(queueIntegrations).where(eq(queueIntegrations.id, id)),
    );
    return row;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('creates with the spec defaults, reads, edits and deletes an integration (answers say only whether a secret exists)', async () => {
    const staff = await companyWithStaff(ctx);
    const created = await post(staff, integrationBodies.typebot());
    expect(created.statusCode).toBe(201);
    const integration = created.json();
    expect(integration).toMatchObject({
      type: 'typebot',
      name: 'Typebot vendas',
      urlN8N: 'https://typebot.example.com',
      typebotSlug: 'vendas',
      typebotDelayMessage: 1000,
      typebotExpires: 1,
      language: 'pt-BR',
      flowId: null,
      hasJsonContent: false,
      hasWebhookSecret: false,
    });
    const read = await staff.asAdmin({ method: 'GET', url: `/api/queueIntegration/${integration.id}` });
    expect(read.json()).toEqual(integration);
    const updated = await staff.asAdmin({
      method: 'PUT',
      url: `/api/queueIntegration/${integration.id}`,
      payload: integrationBodies.typebot({ typebotDelayMessage: 2500, typebotKeywordFinish: '#sair' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: integration.id,
      typebotDelayMessage: 2500,
      typebotKeywordFinish: '#sair',
    });
    const deleted = await staff.asAdmin({ method: 'DELETE', url: `/api/queueIntegration/${integration.id}` });
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { message: 'Integration deleted' }]);
    const gone = await staff.asAdmin({ method: 'GET', url: `/api/queueIntegration/${integration.id}` });
    expect([gone.statusCode, gone.json().error]).toEqual([404, 'ERR_NO_INTEGRATION_FOUND']);
  });

  it('lists 20 a page by name with hasMore, and searches by name', async () => {
    const staff = await companyWithStaff(ctx);
    for (let index = 1; index <= 22; index++) {
      await createIntegration(
        staff.asAdmin,
        integrationBodies.webhook({ name: `Gancho ${String(index).padStart(2, '0')}` }),
      );
    }
    await createIntegration(staff.asAdmin, integrationBodies.typebot({ name: 'Robô de vendas' }));
    const page = (pageNumber: number, searchParam = '') =>
      staff.asAdmin({
        method: 'GET',
        url: '/api/queueIntegration',
        query: { pageNumber: String(pageNumber), searchParam },
      });
    const first = (await page(1)).json();
    expect(first.queueIntegrations).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.queueIntegrations[0].name).toBe('Gancho 01');
    const second = (await page(2)).json();
    expect(second.queueIntegrations.map((entry: { name: string }) => entry.name)).toEqual([
      'Gancho 21',
      'Gancho 22',
      'Robô de vendas',
    ]);
    expect(second.hasMore).toBe(false);
    const found = (await page(1, 'robô')).json();
    expect(found.queueIntegrations.map((entry: { name: string }) => entry.name)).toEqual(['Robô de vendas']);
    expect(found.hasMore).toBe(false);
  });

  it('validates each type with the spec texts', async () => {
    const staff = await companyWithStaff(ctx);
    const typebot = await post(staff, { type: 'typebot', name: 'T' });
    expect(typebot.statusCode).toBe(400);
    expect(issuesOf(typebot.json())).toMatchObject({
      'body.name': 'Too Short!',
      'body.urlN8N': 'Required',
      'body.typebotSlug': 'Required',
    });
    const webhook = await post(staff, { type: 'webhook', name: 'x'.repeat(51), urlN8N: 'ftp://example.com' });
    expect(issuesOf(webhook.json())).toMatchObject({ 'body.name': 'Too Long!', 'body.urlN8N': 'URL inválida' });
    const n8n = await post(staff, { type: 'n8n', name: 'Fluxo n8n' });
    expect(issuesOf(n8n.json())).toMatchObject({ 'body.urlN8N': 'Required' });
    const dialogflow = await post(staff, { type: 'dialogflow', name: 'Agente', jsonContent: '{"client_email":"a"}' });
    expect(issuesOf(dialogflow.json())).toMatchObject({
      'body.projectName': 'Required',
      'body.jsonContent': 'JSON inválido',
    });
    const flowbuilder = await post(staff, { type: 'flowbuilder', name: 'Fluxo' });
    expect(issuesOf(flowbuilder.json())).toMatchObject({ 'body.flowId': 'Required' });
    expect((await post(staff, { name: 'Sem tipo' })).statusCode).toBe(400);
  });

  it("a flowbuilder integration names one of the company's flows (ERR_INVALID_REFERENCE otherwise)", async () => {
    const staff = await companyWithStaff(ctx);
    const other = await companyWithStaff(ctx);
    const flowOf = async (as: Staff) =>
      (await as.asAdmin({ method: 'POST', url: '/api/flowbuilder', payload: { name: 'Boas-vindas' } })).json().id;
    const foreign = await post(staff, { type: 'flowbuilder', name: 'Fluxo', flowId: await flowOf(other) });
    expect([foreign.statusCode, foreign.json()]).toMatchObject([
      400,
      { error: 'ERR_INVALID_REFERENCE', details: { field: 'flowId' } },
    ]);
    const ownFlow = await flowOf(staff);
    const own = await post(staff, { type: 'flowbuilder', name: 'Fluxo', flowId: ownFlow });
    expect(own.json()).toMatchObject({ type: 'flowbuilder', flowId: ownFlow });
  });

  it('seals secrets: a value replaces, leaving it out keeps, null removes, a type change drops; reveal shows them', async () => {
    const staff = await companyWithStaff(ctx);
    const id = await createIntegration(
      staff.asAdmin,
      integrationBodies.webhook({ webhookSecret: 'assinatura-secreta-1' }),
    );
    const sealed = (await storedRow(id))?.webhookSecretSealed ?? '';
    expect(sealed).not.toContain('assinatura-secreta-1');
    expect(ctx.secrets.open(sealed)).toBe('assinatura-secreta-1');
    const reveal = async () =>
      (await staff.asAdmin({ method: 'GET', url: `/api/queueIntegration/${id}/secrets` })).json();
    const put = (payload: object) => staff.asAdmin({ method: 'PUT', url: `/api/queueIntegration/${id}`, payload });
    expect(await reveal()).toEqual({ jsonContent: null, webhookSecret: 'assinatura-secreta-1' });

    const kept = await put(integrationBodies.webhook({ name: 'Renomeado' }));
    expect(kept.json()).toMatchObject({ name: 'Renomeado', hasWebhookSecret: true });
    expect((await reveal()).webhookSecret).toBe('assinatura-secreta-1');
    expect((await put(integrationBodies.webhook({ webhookSecret: 'assinatura-2' }))).json().hasWebhookSecret).toBe(
      true,
    );
    expect((await reveal()).webhookSecret).toBe('assinatura-2');
    expect((await put(integrationBodies.webhook({ webhookSecret: null }))).json().hasWebhookSecret).toBe(false);
    expect(await reveal()).toEqual({ jsonContent: null, webhookSecret: null });

    await put(integrationBodies.webhook({ webhookSecret: 'assinatura-3' }));
    const retyped = await put(integrationBodies.typebot());
    expect(retyped.json()).toMatchObject({ type: 'typebot', hasWebhookSecret: false });
    expect((await storedRow(id))?.webhookSecretSealed).toBeNull();
  });

  it("answers 404 ERR_NO_INTEGRATION_FOUND for another company's integration on every route, leaving it untouched", async () => {
    const staff = await companyWithStaff(ctx);
    const other = await companyWithStaff(ctx);
    const foreign = await createIntegration(other.asAdmin, integrationBodies.webhook({ webhookSecret: 'alheio' }));
    for (const call of [
      { method: 'GET', url: `/api/queueIntegration/${foreign}` },
      { method: 'GET', url: `/api/queueIntegration/${foreign}/secrets` },
      { method: 'PUT', url: `/api/queueIntegration/${foreign}`, payload: integrationBodies.webhook() },
      { method: 'DELETE', url: `/api/queueIntegration/${foreign}` },
      { method: 'POST', url: '/api/queueIntegration/testSession', payload: { id: foreign, projectName: 'p' } },
    ] as const) {
      const response = await staff.asAdmin(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json().error).toBe('ERR_NO_INTEGRATION_FOUND');
    }
    expect((await staff.asAdmin({ method: 'GET', url: '/api/queueIntegration' })).json().queueIntegrations).toEqual([]);
    const untouched = (await other.asAdmin({ method: 'GET', url: `/api/queueIntegration/${foreign}` })).json();
    expect(untouched).toMatchObject({ name: 'Pedidos webhook', hasWebhookSecret: true });
  });

  it('is for admins of a plan with useIntegrations: 403 for a plain user, ERR_PLAN_FEATURE_DISABLED without the flag', async () => {
    const staff = await companyWithStaff(ctx);
    const id = await createIntegration(staff.asAdmin);
    const routes = [
      { method: 'GET', url: '/api/queueIntegration' },
      { method: 'GET', url: `/api/queueIntegration/${id}` },
      { method: 'GET', url: `/api/queueIntegration/${id}/secrets` },
      { method: 'POST', url: '/api/queueIntegration', payload: integrationBodies.webhook() },
      { method: 'PUT', url: `/api/queueIntegration/${id}`, payload: integrationBodies.webhook() },
      { method: 'DELETE', url: `/api/queueIntegration/${id}` },
      { method: 'POST', url: '/api/queueIntegration/testSession', payload: { id, projectName: 'p' } },
    ] as const;
    const plan = await createPlan(ctx.db, { useIntegrations: false });
    const withoutIntegrations = await companyWithStaff(ctx, { planId: plan.id });
    await expectAdminsOfPlanOnly(routes, staff.asUser, withoutIntegrations.asAdmin);
    expect((await staff.asAdmin({ method: 'GET', url: `/api/queueIntegration/${id}` })).statusCode).toBe(200);
  });

  it('refuses to delete an integration a queue, connection, chatbot option or flow names (409 ERR_INTEGRATION_IN_USE)', async () => {
    const staff = await companyWithStaff(ctx);
    const id = await createIntegration(staff.asAdmin);
    const queue = await createQueue(ctx.db, staff.company.id, { integrationId: id });
    const connection = await createConnection(ctx.db, staff.company.id, { integrationId: id });
    const option = await staff.asAdmin({
      method: 'POST',
      url: '/api/chatbot',
      payload: { queueId: queue.id, name: 'Falar com o robô', queueType: 'integration', optIntegrationId: id },
    });
    expect(option.statusCode).toBe(201);
    const flowId = (await staff.asAdmin({ method: 'POST', url: '/api/flowbuilder', payload: { name: 'Robô' } })).json()
      .id;
    const graph = integrationNodeGraph({ integrationId: id });
    expect(
      (await staff.asAdmin({ method: 'POST', url: '/api/flowbuilder/flow', payload: { idFlow: flowId, ...graph } }))
        .statusCode,
    ).toBe(200);
    const remove = () => staff.asAdmin({ method: 'DELETE', url: `/api/queueIntegration/${id}` });
    const refused = await remove();
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      expect.objectContaining({
        error: 'ERR_INTEGRATION_IN_USE',
        details: {
          queueIds: [queue.id],
          connectionIds: [connection.id],
          chatbotIds: [option.json().id],
          flowIds: [flowId],
        },
      }),
    ]);
    await staff.asAdmin({ method: 'PUT', url: `/api/queue/${queue.id}`, payload: { integrationId: null } });
    await staff.asAdmin({ method: 'PUT', url: `/api/whatsapp/${connection.id}`, payload: { integrationId: null } });
    await staff.asAdmin({ method: 'DELETE', url: `/api/chatbot/${option.json().id}` });
    expect((await remove()).json().details).toEqual({
      queueIds: [],
      connectionIds: [],
      chatbotIds: [],
      flowIds: [flowId],
    });
    const emptied = { nodes: graph.nodes.slice(0, 1), connections: [] };
    await staff.asAdmin({ method: 'POST', url: '/api/flowbuilder/flow', payload: { idFlow: flowId, ...emptied } });
    expect((await remove()).statusCode).toBe(200);
  });

  it("a flow's typebot node names one of the company's integrations and its openai node one of its prompts", async () => {
    const staff = await companyWithStaff(ctx);
    const other = await companyWithStaff(ctx);
    const foreignIntegration = await createIntegration(other.asAdmin);
    const foreignPrompt = await createPromptOn(other.asAdmin, (await createQueue(ctx.db, other.company.id)).id);
    for (const [node, field, id] of [
      [{ integrationId: foreignIntegration }, 'integrationId', foreignIntegration],
      [{ integrationId: 999_999 }, 'integrationId', 999_999],
      [{ promptId: foreignPrompt }, 'promptId', foreignPrompt],
    ] as const) {
      const { saved } = await flowWithGraph(staff.asAdmin, integrationNodeGraph(node));
      expect([saved.statusCode, saved.json()], field).toMatchObject([
        400,
        { error: 'ERR_INVALID_REFERENCE', details: { field, nodeId: 'bot'.padEnd(30, '0'), value: id } },
      ]);
    }
    const ownPrompt = await createPromptOn(staff.asAdmin, (await createQueue(ctx.db, staff.company.id)).id);
    const { flowId, saved } = await flowWithGraph(staff.asAdmin, integrationNodeGraph({ promptId: ownPrompt }));
    expect(saved.statusCode).toBe(200);
    const read = await staff.asAdmin({ method: 'GET', url: `/api/flowbuilder/flow/${flowId}` });
    expect(JSON.stringify(read.json())).toContain(`"promptId":${ownPrompt}`);
  });

  it('a reference written while the delete checks waits for it: the delete then sees it and refuses', async () => {
    const staff = await companyWithStaff(ctx);
    const id = await createIntegration(staff.asAdmin);
    const queue = await createQueue(ctx.db, staff.company.id);
    const client = await ctx.db.pool.connect();
    try {
      await client.query('begin');
      await client.query('update queues set integration_id = $1 where id = $2', [id, queue.id]);
      const deleting = staff.asAdmin({ method: 'DELETE', url: `/api/queueIntegration/${id}` });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await client.query('commit');
      const answer = await deleting;
      expect([answer.statusCode, answer.json().details?.queueIds]).toEqual([409, [queue.id]]);
    } finally {
      client.release();
    }
  });
});
