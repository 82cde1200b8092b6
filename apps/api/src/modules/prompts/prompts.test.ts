import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection, createPlan, createQueue } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { prompts } from '../../db/schema';
import {
  createPromptOn,
  expectAdminsOfPlanOnly,
  integrationNodeGraph,
  issuesOf,
} from '../queue-integrations/queue-integrations.test-support';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

const promptText = 'Você é um assistente de vendas cordial que responde em português e resume as opções.';

describe('prompts (/api/prompt)', () => {
  let ctx: TestContext;
  const body = (queueId: number, extra: object = {}) => ({
    name: 'Assistente de vendas',
    prompt: promptText,
    queueId,
    apiKey: 'sk-live-chave-1',
    ...extra,
  });
  const post = (staff: Staff, payload: object) => staff.asAdmin({ method: 'POST', url: '/api/prompt', payload });

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('creates with the spec defaults and its queue, lists, reads, edits and deletes a prompt', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id, { name: 'Vendas', color: '#22AA44' });
    const created = await post(staff, body(queue.id));
    expect(created.statusCode).toBe(201);
    const prompt = created.json();
    expect(prompt).toMatchObject({
      name: 'Assistente de vendas',
      prompt: promptText,
      voice: 'texto',
      voiceRegion: '',
      maxTokens: 100,
      temperature: 1,
      maxMessages: 10,
      queueId: queue.id,
      queue: { id: queue.id, name: 'Vendas', color: '#22AA44' },
      hasApiKey: true,
      hasVoiceKey: false,
    });
    expect((await staff.asAdmin({ method: 'GET', url: '/api/prompt' })).json()).toEqual({ prompts: [prompt] });
    expect((await staff.asAdmin({ method: 'GET', url: `/api/prompt/${prompt.id}` })).json()).toEqual(prompt);
    const updated = await staff.asAdmin({
      method: 'PUT',
      url: `/api/prompt/${prompt.id}`,
      payload: {
        ...body(queue.id),
        apiKey: undefined,
        voice: 'pt-BR-FranciscaNeural',
        voiceRegion: 'brazilsouth',
        temperature: 0.4,
      },
    });
    expect(updated.json()).toMatchObject({
      voice: 'pt-BR-FranciscaNeural',
      voiceRegion: 'brazilsouth',
      temperature: 0.4,
    });
    const deleted = await staff.asAdmin({ method: 'DELETE', url: `/api/prompt/${prompt.id}` });
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { message: 'Prompt deleted' }]);
    expect((await staff.asAdmin({ method: 'GET', url: `/api/prompt/${prompt.id}` })).json().error).toBe(
      'ERR_NO_PROMPT_FOUND',
    );
  });

  it('validates with the spec texts: Informe o setor, Muito curto!, Obrigatório', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const answer = await post(staff, { name: 'Abc', prompt: 'curto' });
    expect(answer.statusCode).toBe(400);
    expect(issuesOf(answer.json())).toMatchObject({
      'body.name': 'Muito curto!',
      'body.prompt': 'Muito curto!',
      'body.queueId': 'Informe o setor',
      'body.apiKey': 'Obrigatório',
    });
    const tooLong = await post(staff, body(queue.id, { name: 'x'.repeat(101), voice: 'pt-BR-Robo' }));
    expect(issuesOf(tooLong.json())).toMatchObject({ 'body.name': 'Muito longo!' });
    expect(issuesOf(tooLong.json())['body.voice']).toBeDefined();
  });

  it("needs one of the company's queues (ERR_INVALID_REFERENCE) and one prompt per queue (409 ERR_PROMPT_QUEUE_TAKEN)", async () => {
    const staff = await companyWithStaff(ctx);
    const other = await companyWithStaff(ctx);
    const foreignQueue = await createQueue(ctx.db, other.company.id);
    const foreign = await post(staff, body(foreignQueue.id));
    expect([foreign.statusCode, foreign.json()]).toMatchObject([
      400,
      { error: 'ERR_INVALID_REFERENCE', details: { field: 'queueId' } },
    ]);
    const [first, second] = [await createQueue(ctx.db, staff.company.id), await createQueue(ctx.db, staff.company.id)];
    await createPromptOn(staff.asAdmin, first.id);
    const taken = await post(staff, body(first.id, { name: 'Outro assistente' }));
    expect([taken.statusCode, taken.json().error]).toEqual([409, 'ERR_PROMPT_QUEUE_TAKEN']);
    const moved = await createPromptOn(staff.asAdmin, second.id);
    const onto = await staff.asAdmin({ method: 'PUT', url: `/api/prompt/${moved}`, payload: body(first.id) });
    expect(onto.json().error).toBe('ERR_PROMPT_QUEUE_TAKEN');
    expect((await staff.asAdmin({ method: 'GET', url: '/api/prompt' })).json().prompts).toHaveLength(2);
  });

  it('seals the keys: a value replaces, leaving it out keeps, null removes the voice key; the API key cannot be removed', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const id = await createPromptOn(staff.asAdmin, queue.id, { apiKey: 'sk-chave-a', voiceKey: 'voz-chave-a' });
    const [row] = await ctx.db.system.transaction((tx) => tx.select().from(prompts).where(eq(prompts.id, id)));
    expect(`${row?.apiKeySealed} ${row?.voiceKeySealed}`).not.toMatch(/chave-a/);
    const reveal = async () => (await staff.asAdmin({ method: 'GET', url: `/api/prompt/${id}/secrets` })).json();
    const put = (extra: object) =>
      staff.asAdmin({
        method: 'PUT',
        url: `/api/prompt/${id}`,
        payload: { ...body(queue.id), apiKey: undefined, ...extra },
      });
    expect(await reveal()).toEqual({ apiKey: 'sk-chave-a', voiceKey: 'voz-chave-a' });
    expect((await put({})).json()).toMatchObject({ hasApiKey: true, hasVoiceKey: true });
    expect(await reveal()).toEqual({ apiKey: 'sk-chave-a', voiceKey: 'voz-chave-a' });
    await put({ apiKey: 'sk-chave-b', voiceKey: 'voz-chave-b' });
    expect(await reveal()).toEqual({ apiKey: 'sk-chave-b', voiceKey: 'voz-chave-b' });
    expect((await put({ voiceKey: null })).json().hasVoiceKey).toBe(false);
    expect(await reveal()).toEqual({ apiKey: 'sk-chave-b', voiceKey: null });
    const removeApiKey = await put({ apiKey: null });
    expect([removeApiKey.statusCode, issuesOf(removeApiKey.json())]).toEqual([400, { 'body.apiKey': 'Obrigatório' }]);
    expect((await reveal()).apiKey).toBe('sk-chave-b');
  });

  it("answers 404 ERR_NO_PROMPT_FOUND for another company's prompt on every route, leaving it untouched", async () => {
    const staff = await companyWithStaff(ctx);
    const other = await companyWithStaff(ctx);
    const ownQueue = await createQueue(ctx.db, staff.company.id);
    const foreign = await createPromptOn(other.asAdmin, (await createQueue(ctx.db, other.company.id)).id);
    for (const call of [
      { method: 'GET', url: `/api/prompt/${foreign}` },
      { method: 'GET', url: `/api/prompt/${foreign}/secrets` },
      { method: 'PUT', url: `/api/prompt/${foreign}`, payload: body(ownQueue.id) },
      { method: 'DELETE', url: `/api/prompt/${foreign}` },
    ] as const) {
      const response = await staff.asAdmin(call);
      expect([response.statusCode, response.json().error], `${call.method} ${call.url}`).toEqual([
        404,
        'ERR_NO_PROMPT_FOUND',
      ]);
    }
    expect((await staff.asAdmin({ method: 'GET', url: '/api/prompt' })).json().prompts).toEqual([]);
    expect((await other.asAdmin({ method: 'GET', url: `/api/prompt/${foreign}` })).json().name).toBe(
      'Assistente de vendas',
    );
  });

  it('is for admins of a plan with useOpenAi: 403 for a plain user, ERR_PLAN_FEATURE_DISABLED without the flag', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const id = await createPromptOn(staff.asAdmin, queue.id);
    const routes = [
      { method: 'GET', url: '/api/prompt' },
      { method: 'GET', url: `/api/prompt/${id}` },
      { method: 'GET', url: `/api/prompt/${id}/secrets` },
      { method: 'POST', url: '/api/prompt', payload: body(queue.id) },
      { method: 'PUT', url: `/api/prompt/${id}`, payload: body(queue.id) },
      { method: 'DELETE', url: `/api/prompt/${id}` },
    ] as const;
    const withoutOpenAi = await companyWithStaff(ctx, { planId: (await createPlan(ctx.db, { useOpenAi: false })).id });
    await expectAdminsOfPlanOnly(routes, staff.asUser, withoutOpenAi.asAdmin);
  });

  it('refuses to delete a prompt a connection or a flow names (409 ERR_PROMPT_IN_USE)', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const id = await createPromptOn(staff.asAdmin, queue.id);
    const connection = await createConnection(ctx.db, staff.company.id, { promptId: id });
    const flowId = (await staff.asAdmin({ method: 'POST', url: '/api/flowbuilder', payload: { name: 'IA' } })).json()
      .id;
    const graph = integrationNodeGraph({ promptId: id });
    await staff.asAdmin({ method: 'POST', url: '/api/flowbuilder/flow', payload: { idFlow: flowId, ...graph } });
    const remove = () => staff.asAdmin({ method: 'DELETE', url: `/api/prompt/${id}` });
    const refused = await remove();
    expect([refused.statusCode, refused.json().error, refused.json().details]).toEqual([
      409,
      'ERR_PROMPT_IN_USE',
      { connectionIds: [connection.id], flowIds: [flowId] },
    ]);
    await staff.asAdmin({ method: 'PUT', url: `/api/whatsapp/${connection.id}`, payload: { promptId: null } });
    const emptied = { nodes: graph.nodes.slice(0, 1), connections: [] };
    await staff.asAdmin({ method: 'POST', url: '/api/flowbuilder/flow', payload: { idFlow: flowId, ...emptied } });
    expect((await remove()).statusCode).toBe(200);
  });
});
