import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createQueue, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { chatbots } from '../../db/schema';
import { createIntegration } from '../queue-integrations/queue-integrations.test-support';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;
type Option = { id: number; name: string; options: Option[] };

describe('chatbot options (/api/chatbot)', () => {
  let ctx: TestContext;
  let other: Staff;
  let foreignQueue: Awaited<ReturnType<typeof createQueue>>;
  let foreignOptionId: number;

  const post = (staff: Staff, payload: Record<string, unknown>) =>
    staff.asAdmin({ method: 'POST', url: '/api/chatbot', payload });

  beforeAll(async () => {
    ctx = await createTestContext();
    other = await companyWithStaff(ctx);
    foreignQueue = await createQueue(ctx.db, other.company.id, { name: 'Alheia' });
    foreignOptionId = (await post(other, { queueId: foreignQueue.id, name: 'Opção alheia' })).json().id;
  });
  afterAll(() => ctx.close());

  it('builds a nested tree ordered by position, read by GET /chatbot, GET /chatbot/{id} and GET /queue/{id}', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id, { name: 'Suporte' });
    const menu = await post(staff, { queueId: queue.id, name: 'Segunda via', greetingMessage: 'Escolha:' });
    expect(menu.statusCode).toBe(201);
    expect(menu.json()).toMatchObject({
      queueId: queue.id,
      parentId: null,
      position: 0,
      queueType: 'text',
      options: [],
    });
    const menuId = menu.json().id;
    const second = await post(staff, {
      queueId: queue.id,
      name: 'Falar com atendente',
      queueType: 'attendent',
      optUserId: staff.user.id,
    });
    expect(second.json()).toMatchObject({ position: 1, optUserId: staff.user.id });
    const childB = await post(staff, { queueId: queue.id, parentId: menuId, name: 'Boleto B', position: 5 });
    const childA = await post(staff, { queueId: queue.id, parentId: menuId, name: 'Boleto A', position: 2 });
    expect(childA.json()).toMatchObject({ parentId: menuId, position: 2 });

    const tree = await staff.asUser({ method: 'GET', url: `/api/chatbot?queueId=${queue.id}` });
    expect(tree.statusCode).toBe(200);
    const names = (options: Option[]): unknown[] =>
      options.map((option) => (option.options.length ? [option.name, names(option.options)] : option.name));
    expect(names(tree.json())).toEqual([['Segunda via', ['Boleto A', 'Boleto B']], 'Falar com atendente']);

    const one = await staff.asUser({ method: 'GET', url: `/api/chatbot/${menuId}` });
    expect(one.json().options.map((option: Option) => option.id)).toEqual([childA.json().id, childB.json().id]);
    const detail = await staff.asUser({ method: 'GET', url: `/api/queue/${queue.id}` });
    expect(detail.json().chatbots).toEqual(tree.json());
  });

  it('updates an option, keeping only the target its type uses, and publishes the queue update', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const target = await createQueue(ctx.db, staff.company.id);
    const { id } = (
      await post(staff, { queueId: queue.id, name: 'Atendente', queueType: 'attendent', optUserId: staff.user.id })
    ).json();
    const events: unknown[] = [];
    const unsubscribe = ctx.app.events.subscribe('queue.updated', (event) => void events.push(event));
    const updated = await staff.asAdmin({
      method: 'PUT',
      url: `/api/chatbot/${id}`,
      payload: {
        name: 'Ir para vendas',
        queueType: 'queue',
        optQueueId: target.id,
        optUserId: staff.user.id,
        closeTicket: true,
      },
    });
    unsubscribe();
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Ir para vendas',
      queueType: 'queue',
      optQueueId: target.id,
      optUserId: null,
      closeTicket: true,
    });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'queue.updated',
        companyId: staff.company.id,
        queue: expect.objectContaining({ id: queue.id }),
      }),
    ]);
  });

  it('deleting an option deletes its sub-options; deleting the queue deletes its options', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const parent = (await post(staff, { queueId: queue.id, name: 'Menu pai', greetingMessage: 'Escolha' })).json();
    const child = (
      await post(staff, { queueId: queue.id, parentId: parent.id, name: 'Filho', greetingMessage: 'E agora' })
    ).json();
    await post(staff, { queueId: queue.id, parentId: child.id, name: 'Neto' });
    const kept = (await post(staff, { queueId: queue.id, name: 'Fica aqui' })).json();
    expect((await staff.asAdmin({ method: 'DELETE', url: `/api/chatbot/${parent.id}` })).statusCode).toBe(204);
    const rows = await ctx.db.system.transaction((tx) =>
      tx.select().from(chatbots).where(eq(chatbots.queueId, queue.id)),
    );
    expect(rows.map((row) => row.id)).toEqual([kept.id]);
    expect((await staff.asAdmin({ method: 'GET', url: `/api/chatbot/${child.id}` })).statusCode).toBe(404);
    expect((await staff.asAdmin({ method: 'DELETE', url: `/api/queue/${queue.id}` })).statusCode).toBe(204);
    const left = await ctx.db.system.transaction((tx) =>
      tx.select().from(chatbots).where(eq(chatbots.queueId, queue.id)),
    );
    expect(left).toEqual([]);
  });

  it('answers 400 with the spec texts: name required and at least 4 characters, the type’s target required', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const issues = async (payload: Record<string, unknown>) => {
      const response = await post(staff, { queueId: queue.id, ...payload });
      expect(response.statusCode).toBe(400);
      return response.json().issues;
    };
    expect(await issues({ name: '' })).toEqual([{ path: 'body.name', message: 'Required' }]);
    expect(await issues({ name: 'abc' })).toEqual([{ path: 'body.name', message: 'Too Short!' }]);
    expect(await issues({ name: 'Fila X', queueType: 'queue' })).toEqual([
      { path: 'body.optQueueId', message: 'Required' },
    ]);
    expect(await issues({ name: 'Pessoa', queueType: 'attendent' })).toEqual([
      { path: 'body.optUserId', message: 'Required' },
    ]);
    expect(await issues({ name: 'Arquivos', queueType: 'file' })).toEqual([
      { path: 'body.optFileId', message: 'Required' },
    ]);
  });

  it('refuses sub-options under an option without a message or of another type (ERR_CHATBOT_CANNOT_NEST)', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const silent = (await post(staff, { queueId: queue.id, name: 'Sem mensagem' })).json();
    const child = await post(staff, { queueId: queue.id, parentId: silent.id, name: 'Filho' });
    expect(child.statusCode).toBe(400);
    expect(child.json().error).toBe('ERR_CHATBOT_CANNOT_NEST');
    const menu = (await post(staff, { queueId: queue.id, name: 'Com mensagem', greetingMessage: 'Escolha' })).json();
    expect((await post(staff, { queueId: queue.id, parentId: menu.id, name: 'Filho' })).statusCode).toBe(201);
    const cleared = await staff.asAdmin({
      method: 'PUT',
      url: `/api/chatbot/${menu.id}`,
      payload: { name: 'Com mensagem', greetingMessage: ' ' },
    });
    expect(cleared.json().error).toBe('ERR_CHATBOT_CANNOT_NEST');
    const otherQueue = await createQueue(ctx.db, staff.company.id);
    const misplaced = await post(staff, { queueId: otherQueue.id, parentId: menu.id, name: 'Fora da fila' });
    expect(misplaced.json().error).toBe('ERR_NO_CHATBOT_FOUND');
  });

  it("an integration option needs one of the company's integrations ('Required', ERR_INVALID_REFERENCE) and keeps only it", async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const missing = await post(staff, { queueId: queue.id, name: 'Typebot', queueType: 'integration' });
    expect([missing.statusCode, missing.json().issues]).toEqual([
      400,
      [{ path: 'body.optIntegrationId', message: 'Required' }],
    ]);
    const foreign = await post(staff, {
      queueId: queue.id,
      name: 'Typebot',
      queueType: 'integration',
      optIntegrationId: await createIntegration(other.asAdmin),
    });
    expect(foreign.json()).toMatchObject({ error: 'ERR_INVALID_REFERENCE', details: { field: 'optIntegrationId' } });
    const integrationId = await createIntegration(staff.asAdmin);
    const created = await post(staff, {
      queueId: queue.id,
      name: 'Typebot',
      queueType: 'integration',
      optIntegrationId: integrationId,
      optUserId: staff.user.id,
    });
    expect([created.statusCode, created.json()]).toMatchObject([
      201,
      { queueType: 'integration', optIntegrationId: integrationId, optUserId: null },
    ]);
    const retyped = await staff.asAdmin({
      method: 'PUT',
      url: `/api/chatbot/${created.json().id}`,
      payload: { name: 'Typebot', queueType: 'queue', optQueueId: queue.id, optIntegrationId: integrationId },
    });
    expect(retyped.json()).toMatchObject({ queueType: 'queue', optQueueId: queue.id, optIntegrationId: null });
  });

  it('refuses targets of another company (400 ERR_INVALID_REFERENCE) and answers 404 for its queues and options', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const foreignUser = await createUser(ctx.db, other.company.id);
    const foreignList = (
      await other.asAdmin({ method: 'POST', url: '/api/files', payload: { name: 'Catálogo', message: 'Veja' } })
    ).json();
    for (const payload of [
      { name: 'Fila alheia', queueType: 'queue', optQueueId: foreignQueue.id },
      { name: 'Pessoa alheia', queueType: 'attendent', optUserId: foreignUser.id },
      { name: 'Lista alheia', queueType: 'file', optFileId: foreignList.id },
    ]) {
      const response = await post(staff, { queueId: queue.id, ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('ERR_INVALID_REFERENCE');
    }
    const own = (await post(staff, { queueId: queue.id, name: 'Própria' })).json();
    const foreignCalls = [
      { method: 'GET', url: `/api/chatbot?queueId=${foreignQueue.id}`, code: 'ERR_NO_QUEUE_FOUND' },
      { method: 'GET', url: `/api/chatbot/${foreignOptionId}`, code: 'ERR_NO_CHATBOT_FOUND' },
      {
        method: 'PUT',
        url: `/api/chatbot/${foreignOptionId}`,
        payload: { name: 'Tomada' },
        code: 'ERR_NO_CHATBOT_FOUND',
      },
      { method: 'DELETE', url: `/api/chatbot/${foreignOptionId}`, code: 'ERR_NO_CHATBOT_FOUND' },
      {
        method: 'POST',
        url: '/api/chatbot',
        payload: { queueId: foreignQueue.id, name: 'Invasora' },
        code: 'ERR_NO_QUEUE_FOUND',
      },
      {
        method: 'POST',
        url: '/api/chatbot',
        payload: { queueId: queue.id, parentId: foreignOptionId, name: 'Invasora' },
        code: 'ERR_NO_CHATBOT_FOUND',
      },
    ] as const;
    for (const { code, ...call } of foreignCalls) {
      const response = await staff.asAdmin(call);
      expect(response.statusCode, call.url).toBe(404);
      expect(response.json().error).toBe(code);
    }
    const untouched = await other.asAdmin({ method: 'GET', url: `/api/chatbot/${foreignOptionId}` });
    expect(untouched.json()).toMatchObject({ name: 'Opção alheia' });
    expect(own.id).toBeGreaterThan(0);
  });

  it('refuses a plain user on every write (403 ERR_NO_PERMISSION)', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const { id } = (await post(staff, { queueId: queue.id, name: 'Opção' })).json();
    for (const call of [
      { method: 'POST', url: '/api/chatbot', payload: { queueId: queue.id, name: 'Nova opção' } },
      { method: 'PUT', url: `/api/chatbot/${id}`, payload: { name: 'Nova opção' } },
      { method: 'DELETE', url: `/api/chatbot/${id}` },
    ] as const) {
      const response = await staff.asUser(call);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('ERR_NO_PERMISSION');
    }
  });
});
