import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection, createQueue } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { connections, flows, flowVersions } from '../../db/schema';
import { assertReference } from '../chatbots/automation-references';
import { menuGraph, nodeIds } from './flows.test-support';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

describe('flow builder (/api/flowbuilder)', () => {
  let ctx: TestContext;
  const create = (staff: Staff, name = 'Boas-vindas') =>
    staff.asAdmin({ method: 'POST', url: '/api/flowbuilder', payload: { name } });
  const save = (staff: Staff, idFlow: number, graph: object) =>
    staff.asAdmin({ method: 'POST', url: '/api/flowbuilder/flow', payload: { idFlow, ...graph } });
  const versionsOf = (flowId: number) =>
    ctx.db.system.transaction((tx) =>
      tx.select().from(flowVersions).where(eq(flowVersions.flowId, flowId)).orderBy(asc(flowVersions.version)),
    );

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('creates an active flow at version 1 with the empty graph, kept in flow_versions; reads item and graph', async () => {
    const staff = await companyWithStaff(ctx);
    const created = await create(staff);
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ name: 'Boas-vindas', active: true, version: 1, userId: staff.admin.id });
    expect((await staff.asAdmin({ method: 'GET', url: `/api/flowbuilder/${item.id}` })).json()).toEqual(item);
    const graph = await staff.asAdmin({ method: 'GET', url: `/api/flowbuilder/flow/${item.id}` });
    expect(graph.json()).toEqual({ flow: { ...item, flow: { nodes: [], connections: [] } } });
    expect(await versionsOf(item.id)).toEqual([
      expect.objectContaining({ version: 1, companyId: staff.company.id, graph: { nodes: [], connections: [] } }),
    ]);
  });

  it('lists by name with searchParam and pages of 20 (flows, hasMore)', async () => {
    const staff = await companyWithStaff(ctx);
    for (let index = 0; index < 21; index++) await create(staff, `Fluxo ${String(index).padStart(2, '0')}`);
    await create(staff, 'Promoção 50%');
    const first = (await staff.asAdmin({ method: 'GET', url: '/api/flowbuilder?pageNumber=1' })).json();
    expect(first.flows).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.flows[0].name).toBe('Fluxo 00');
    const second = (await staff.asAdmin({ method: 'GET', url: '/api/flowbuilder?pageNumber=2' })).json();
    expect(second.flows.map((flow: { name: string }) => flow.name)).toEqual(['Fluxo 20', 'Promoção 50%']);
    expect(second.hasMore).toBe(false);
    const search = (await staff.asAdmin({ method: 'GET', url: '/api/flowbuilder?searchParam=50%25' })).json();
    expect(search.flows.map((flow: { name: string }) => flow.name)).toEqual(['Promoção 50%']);
  });

  it('answers 400 with the spec texts for the name: Digite um nome!, Muito curto!, Muito longo!', async () => {
    const staff = await companyWithStaff(ctx);
    const firstIssue = async (name: string) => (await create(staff, name)).json().issues[0];
    expect(await firstIssue('  ')).toEqual({ path: 'body.name', message: 'Digite um nome!' });
    expect(await firstIssue('A')).toEqual({ path: 'body.name', message: 'Muito curto!' });
    expect(await firstIssue('x'.repeat(51))).toEqual({ path: 'body.name', message: 'Muito longo!' });
    const { id } = (await create(staff)).json();
    const rename = await staff.asAdmin({ method: 'PUT', url: '/api/flowbuilder', payload: { flowId: id, name: 'B' } });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().issues).toEqual([{ path: 'body.name', message: 'Muito curto!' }]);
  });

  it('renames and sets the active flag with PUT, leaving graph and version alone', async () => {
    const staff = await companyWithStaff(ctx);
    const { id } = (await create(staff)).json();
    const renamed = await staff.asAdmin({
      method: 'PUT',
      url: '/api/flowbuilder',
      payload: { flowId: id, name: 'Atendimento', active: false },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Atendimento', active: false, version: 1 });
    const kept = await staff.asAdmin({
      method: 'PUT',
      url: '/api/flowbuilder',
      payload: { flowId: id, name: 'Outro' },
    });
    expect(kept.json()).toMatchObject({ name: 'Outro', active: false });
  });

  it('saves each graph as the next version (2, then 3), keeping every version for the runs on it', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const { id } = (await create(staff)).json();
    const graph = menuGraph(queue.id);
    const first = await save(staff, id, graph);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, version: 2 });
    const edited = {
      ...graph,
      nodes: graph.nodes.map((n) => (n.id === nodeIds.hello ? { ...n, data: { label: 'Oi!' } } : n)),
    };
    expect((await save(staff, id, edited)).json().version).toBe(3);

    const read = (await staff.asAdmin({ method: 'GET', url: `/api/flowbuilder/flow/${id}` })).json();
    expect(read.flow.version).toBe(3);
    expect(read.flow.flow.nodes.find((n: { id: string }) => n.id === nodeIds.hello).data).toEqual({ label: 'Oi!' });
    expect(read.flow.flow.connections).toHaveLength(3);
    const versions = await versionsOf(id);
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3]);
    expect(versions[1]?.graph.nodes.find((n) => n.id === nodeIds.hello)?.data).toEqual({ label: 'Olá {{name}}!' });
  });

  it('gives concurrent saves distinct versions; the last one wins', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const { id } = (await create(staff)).json();
    const answers = await Promise.all(Array.from({ length: 5 }, () => save(staff, id, menuGraph(queue.id))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json().version).sort()).toEqual([2, 3, 4, 5, 6]);
    expect((await versionsOf(id)).map((v) => v.version)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await staff.asAdmin({ method: 'GET', url: `/api/flowbuilder/${id}` })).json().version).toBe(6);
  });

  it('refuses a graph breaking the rules (400 ERR_FLOW_INVALID with every issue) and stores nothing', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const { id } = (await create(staff)).json();
    const graph = menuGraph(queue.id);
    const broken = {
      nodes: graph.nodes.map((n) => (n.id === nodeIds.menu ? { ...n, data: { ...n.data, endHandles: [] } } : n)),
      connections: [...graph.connections, { id: 'into-start', source: nodeIds.hello, target: nodeIds.start }],
    };
    const refused = await save(staff, id, broken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('ERR_FLOW_INVALID');
    expect(refused.json().details.issues).toEqual(
      expect.arrayContaining([
        { severity: 'error', code: 'edgeIntoStart', edgeId: 'into-start' },
        { severity: 'error', code: 'handleManyEdges', edgeId: 'into-start', nodeId: nodeIds.hello, handle: 'out' },
        { severity: 'error', code: 'branchOpen', nodeId: nodeIds.menu, handle: 'option-2' },
      ]),
    );
    const noStart = await save(staff, id, { nodes: [], connections: [] });
    expect(noStart.json().details.issues).toEqual([{ severity: 'error', code: 'noStart' }]);
    expect((await versionsOf(id)).map((v) => v.version)).toEqual([1]);
    const unreachable = {
      ...graph,
      connections: graph.connections.filter((edge) => edge.id !== 'e3'),
      nodes: graph.nodes.map((n) =>
        n.id === nodeIds.menu ? { ...n, data: { ...n.data, endHandles: ['option-1', 'option-2'] } } : n,
      ),
    };
    expect((await save(staff, id, unreachable)).json().version).toBe(2); // warnings are saved
  });

  it('refuses node data outside the contracts with 400 and the field (interval over 120 s)', async () => {
    const staff = await companyWithStaff(ctx);
    const { id } = (await create(staff)).json();
    const response = await save(staff, id, {
      nodes: [{ id: nodeIds.start, type: 'interval', position: { x: 0, y: 0 }, data: { sec: 121 } }],
      connections: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'body.nodes.0.data.sec', message: 'Máximo de tempo atingido 120 segundos' },
    ]);
  });

  it("refuses a ticket node naming another company's queue (ERR_INVALID_REFERENCE with the node)", async () => {
    const staff = await companyWithStaff(ctx);
    const other = await companyWithStaff(ctx);
    const foreignQueue = await createQueue(ctx.db, other.company.id);
    const { id } = (await create(staff)).json();
    const refused = await save(staff, id, menuGraph(foreignQueue.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'ERR_INVALID_REFERENCE',
      details: { field: 'queueId', nodeId: nodeIds.ticket, value: foreignQueue.id },
    });
    expect((await versionsOf(id)).map((v) => v.version)).toEqual([1]);
  });

  it('duplicates a flow as "<name> (cópia)" with new 30-character node ids and the edges following them', async () => {
    const staff = await companyWithStaff(ctx);
    const queue = await createQueue(ctx.db, staff.company.id);
    const { id } = (await create(staff, 'Vendas')).json();
    await save(staff, id, menuGraph(queue.id));
    const copied = await staff.asAdmin({ method: 'POST', url: '/api/flowbuilder/duplicate', payload: { flowId: id } });
    expect(copied.statusCode).toBe(201);
    expect(copied.json()).toMatchObject({ name: 'Vendas (cópia)', version: 1, active: true });
    const original = (await staff.asAdmin({ method: 'GET', url: `/api/flowbuilder/flow/${id}` })).json().flow.flow;
    const copy = (await staff.asAdmin({ method: 'GET', url: `/api/flowbuilder/flow/${copied.json().id}` })).json().flow
      .flow;
    const newId = new Map<string, string>(
      original.nodes.map((node: { id: string }, index: number) => [node.id, copy.nodes[index].id]),
    );
    for (const [oldId, fresh] of newId) {
      expect(fresh).toMatch(/^[A-Za-z0-9]{30}$/);
      expect(fresh).not.toBe(oldId);
    }
    expect(copy.nodes.map((node: { type: string; data: unknown }) => [node.type, node.data])).toEqual(
      original.nodes.map((node: { type: string; data: unknown }) => [node.type, node.data]),
    );
    type Edge = { id: string; source: string; target: string; sourceHandle?: string };
    expect(copy.connections.map((edge: Edge) => [edge.source, edge.target, edge.sourceHandle])).toEqual(
      original.connections.map((edge: Edge) => [newId.get(edge.source), newId.get(edge.target), edge.sourceHandle]),
    );
    expect(new Set(copy.connections.map((edge: Edge) => edge.id)).size).toBe(copy.connections.length);
    const long = (await create(staff, 'L'.repeat(50))).json();
    const longCopy = await staff.asAdmin({
      method: 'POST',
      url: '/api/flowbuilder/duplicate',
      payload: { flowId: long.id },
    });
    expect(longCopy.json().name).toBe(`${'L'.repeat(42)} (cópia)`);
  });

  it('refuses deleting a flow a connection, a phrase campaign or a flowbuilder integration names (409 ERR_FLOW_IN_USE), then deletes it with its versions', async () => {
    const staff = await companyWithStaff(ctx);
    const { id } = (await create(staff)).json();
    const connection = await createConnection(ctx.db, staff.company.id, { flowIdNotPhrase: id });
    const campaign = await staff.asAdmin({
      method: 'POST',
      url: '/api/flowcampaign',
      payload: { name: 'Promo', flowId: id, whatsappId: null, phrase: 'promo' },
    });
    const integration = await staff.asAdmin({
      method: 'POST',
      url: '/api/queueIntegration',
      payload: { type: 'flowbuilder', name: 'Fluxo de vendas', flowId: id },
    });
    const refused = await staff.asAdmin({ method: 'DELETE', url: `/api/flowbuilder/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'ERR_FLOW_IN_USE',
      details: {
        connectionIds: [connection.id],
        phraseCampaignIds: [campaign.json().id],
        integrationIds: [integration.json().id],
      },
    });
    await staff.asAdmin({ method: 'DELETE', url: `/api/queueIntegration/${integration.json().id}` });
    await staff.asAdmin({ method: 'DELETE', url: `/api/flowcampaign/${campaign.json().id}` });
    await staff.asAdmin({ method: 'PUT', url: `/api/whatsapp/${connection.id}`, payload: { flowIdNotPhrase: null } });
    const deleted = await staff.asAdmin({ method: 'DELETE', url: `/api/flowbuilder/${id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await staff.asAdmin({ method: 'GET', url: `/api/flowbuilder/${id}` })).statusCode).toBe(404);
    expect(await versionsOf(id)).toEqual([]);
  });

  it('makes a delete wait for a connection naming the flow at that moment, then refuse it', async () => {
    const staff = await companyWithStaff(ctx);
    const { id } = (await create(staff)).json();
    const connection = await createConnection(ctx.db, staff.company.id);
    let deletion: Promise<{ statusCode: number }> | undefined;
    let settledEarly = false;
    await ctx.db.tenant(staff.company.id).transaction(async (tx) => {
      // What a connection save does: check the flow (locking it), then store the reference.
      await assertReference(tx, staff.company.id, 'flow', id, 'flowIdWelcome');
      deletion = staff.asAdmin({ method: 'DELETE', url: `/api/flowbuilder/${id}` });
      deletion.then(() => {
        settledEarly = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.update(connections).set({ flowIdWelcome: id }).where(eq(connections.id, connection.id));
    });
    expect(settledEarly).toBe(false);
    expect((await deletion)?.statusCode).toBe(409);
    expect((await staff.asAdmin({ method: 'GET', url: `/api/flowbuilder/${id}` })).statusCode).toBe(200);
  });

  it("answers 404 ERR_NO_FLOW_FOUND for another company's flow on every route, and leaves it untouched", async () => {
    const staff = await companyWithStaff(ctx);
    const other = await companyWithStaff(ctx);
    const foreign = (await create(other, 'Alheio')).json();
    for (const call of [
      { method: 'GET', url: `/api/flowbuilder/${foreign.id}` },
      { method: 'GET', url: `/api/flowbuilder/flow/${foreign.id}` },
      { method: 'PUT', url: '/api/flowbuilder', payload: { flowId: foreign.id, name: 'Tomado' } },
      { method: 'POST', url: '/api/flowbuilder/duplicate', payload: { flowId: foreign.id } },
      { method: 'POST', url: '/api/flowbuilder/flow', payload: { idFlow: foreign.id, nodes: [], connections: [] } },
      { method: 'DELETE', url: `/api/flowbuilder/${foreign.id}` },
    ] as const) {
      const response = await staff.asAdmin(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json().error).toBe('ERR_NO_FLOW_FOUND');
    }
    expect((await staff.asAdmin({ method: 'GET', url: '/api/flowbuilder' })).json().flows).toEqual([]);
    const [row] = await ctx.db.system.transaction((tx) =>
      tx
        .select()
        .from(flows)
        .where(and(eq(flows.id, foreign.id), eq(flows.companyId, other.company.id))),
    );
    expect(row).toMatchObject({ name: 'Alheio', version: 1 });
  });

  it('is for admins only: a plain user gets 403 on every route', async () => {
    const staff = await companyWithStaff(ctx);
    const { id } = (await create(staff)).json();
    for (const call of [
      { method: 'GET', url: '/api/flowbuilder' },
      { method: 'POST', url: '/api/flowbuilder', payload: { name: 'Novo' } },
      { method: 'PUT', url: '/api/flowbuilder', payload: { flowId: id, name: 'Novo' } },
      { method: 'GET', url: `/api/flowbuilder/${id}` },
      { method: 'GET', url: `/api/flowbuilder/flow/${id}` },
      { method: 'POST', url: '/api/flowbuilder/flow', payload: { idFlow: id, nodes: [], connections: [] } },
      { method: 'POST', url: '/api/flowbuilder/duplicate', payload: { flowId: id } },
      { method: 'DELETE', url: `/api/flowbuilder/${id}` },
      { method: 'POST', url: '/api/flowbuilder/img' },
      { method: 'POST', url: '/api/flowbuilder/audio' },
      { method: 'POST', url: '/api/flowbuilder/content' },
    ] as const) {
      const response = await staff.asUser(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().error).toBe('ERR_NO_PERMISSION');
    }
  });
});
