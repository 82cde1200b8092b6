import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, companyWithStaff } from '../../../test/clients';
import { createPlan } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { companies } from '../../db/schema';
import { forwardContactListEvents } from './contact-lists.realtime';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

describe('contact lists API', () => {
  let ctx: TestContext;
  let acme: Staff;
  let globex: Staff;
  const sent: { companyId: number; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    acme = await companyWithStaff(ctx);
    globex = await companyWithStaff(ctx);
    forwardContactListEvents(ctx.events, {
      emitToCompany: (companyId, event, payload) => sent.push({ companyId, event, payload }),
    });
  });
  afterAll(() => ctx.close());

  const createList = async (client: Client, name: string) => {
    const response = await client({ method: 'POST', url: '/api/contact-lists', payload: { name } });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; name: string; contactsCount: number };
  };

  it('creates, reads, renames and deletes a list, each change on company-{id}-ContactList', async () => {
    sent.length = 0;
    const list = await createList(acme.asAdmin, '  Clientes VIP  ');
    expect(list).toMatchObject({ name: 'Clientes VIP', contactsCount: 0 });
    const read = await acme.asAdmin({ method: 'GET', url: `/api/contact-lists/${list.id}` });
    expect(read.json()).toEqual(list);
    const renamed = await acme.asAdmin({
      method: 'PUT',
      url: `/api/contact-lists/${list.id}`,
      payload: { name: 'Clientes Ouro' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: list.id, name: 'Clientes Ouro' });
    const deleted = await acme.asAdmin({ method: 'DELETE', url: `/api/contact-lists/${list.id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await acme.asAdmin({ method: 'GET', url: `/api/contact-lists/${list.id}` })).statusCode).toBe(404);
    const event = `company-${acme.company.id}-ContactList`;
    expect(sent).toEqual([
      { companyId: acme.company.id, event, payload: { action: 'create', record: list } },
      {
        companyId: acme.company.id,
        event,
        payload: { action: 'update', record: expect.objectContaining({ id: list.id, name: 'Clientes Ouro' }) },
      },
      { companyId: acme.company.id, event, payload: { action: 'delete', id: list.id } },
    ]);
  });

  it("validates the name with the spec's texts (2 to 50, required)", async () => {
    const post = (payload: Record<string, unknown>) =>
      acme.asAdmin({ method: 'POST', url: '/api/contact-lists', payload });
    const issuesOf = async (payload: Record<string, unknown>) => (await post(payload)).json().issues;
    expect(await issuesOf({})).toEqual([{ path: 'body.name', message: 'Required' }]);
    expect(await issuesOf({ name: '   ' })).toEqual([{ path: 'body.name', message: 'Required' }]);
    expect(await issuesOf({ name: 'A' })).toEqual([{ path: 'body.name', message: 'Too Short!' }]);
    expect(await issuesOf({ name: 'x'.repeat(51) })).toEqual([{ path: 'body.name', message: 'Too Long!' }]);
    expect((await post({ name: 'x'.repeat(50) })).statusCode).toBe(201);
  });

  it('pages and searches by name with the count of every match and each list’s contactsCount', async () => {
    const company = await companyWithStaff(ctx);
    for (let index = 1; index <= 23; index += 1)
      await createList(company.asAdmin, `Lista ${String(index).padStart(2, '0')}`);
    const other = await createList(company.asAdmin, 'Fornecedores');
    await company.asAdmin({
      method: 'POST',
      url: '/api/contact-list-items',
      payload: { contactListId: other.id, name: 'Ana', number: '5511999990000' },
    });
    const first = (await company.asAdmin({ method: 'GET', url: '/api/contact-lists?pageNumber=1' })).json();
    expect(first.records).toHaveLength(20);
    expect(first).toMatchObject({ count: 24, hasMore: true });
    expect(first.records[0]).toMatchObject({ name: 'Fornecedores', contactsCount: 1 });
    const second = (await company.asAdmin({ method: 'GET', url: '/api/contact-lists?pageNumber=2' })).json();
    expect(second.records.map((r: { name: string }) => r.name)).toEqual([
      'Lista 20',
      'Lista 21',
      'Lista 22',
      'Lista 23',
    ]);
    expect(second.hasMore).toBe(false);
    const searched = (await company.asAdmin({ method: 'GET', url: '/api/contact-lists?searchParam=lista%201' })).json();
    expect(searched.count).toBe(10);
    expect(searched.records[0].name).toBe('Lista 10');
    const options = (await company.asAdmin({ method: 'GET', url: '/api/contact-lists/list' })).json();
    expect(options).toHaveLength(24);
    expect(options[0]).toMatchObject({ id: other.id, name: 'Fornecedores', contactsCount: 1 });
  });

  it("answers 404 for another company's list on every route and never lists it", async () => {
    const foreign = await createList(globex.asAdmin, 'Lista da Globex');
    for (const request of [
      { method: 'GET' as const, url: `/api/contact-lists/${foreign.id}` },
      { method: 'PUT' as const, url: `/api/contact-lists/${foreign.id}`, payload: { name: 'Roubada' } },
      { method: 'DELETE' as const, url: `/api/contact-lists/${foreign.id}` },
    ]) {
      const response = await acme.asAdmin(request);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('ERR_NO_CONTACT_LIST_FOUND');
    }
    const page = (await acme.asAdmin({ method: 'GET', url: '/api/contact-lists?searchParam=Globex' })).json();
    expect(page).toMatchObject({ records: [], count: 0 });
    const options = (await acme.asAdmin({ method: 'GET', url: '/api/contact-lists/list' })).json();
    expect(options.map((o: { id: number }) => o.id)).not.toContain(foreign.id);
    expect((await globex.asAdmin({ method: 'GET', url: `/api/contact-lists/${foreign.id}` })).json().name).toBe(
      'Lista da Globex',
    );
  });

  it('refuses a plain user (403) and a company whose plan lacks useCampaigns, on every route', async () => {
    const list = await createList(acme.asAdmin, 'Restrita');
    const requests = [
      { method: 'GET' as const, url: '/api/contact-lists' },
      { method: 'GET' as const, url: '/api/contact-lists/list' },
      { method: 'GET' as const, url: `/api/contact-lists/${list.id}` },
      { method: 'POST' as const, url: '/api/contact-lists', payload: { name: 'Nova' } },
      { method: 'PUT' as const, url: `/api/contact-lists/${list.id}`, payload: { name: 'Outra' } },
      { method: 'DELETE' as const, url: `/api/contact-lists/${list.id}` },
    ];
    for (const request of requests) {
      const refused = await acme.asUser(request);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('ERR_NO_PERMISSION');
    }
    const plan = await createPlan(ctx.db, { useCampaigns: false });
    await ctx.db.system.transaction((tx) =>
      tx.update(companies).set({ planId: plan.id }).where(eq(companies.id, acme.company.id)),
    );
    try {
      for (const request of requests) {
        const refused = await acme.asAdmin(request);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toBe('ERR_PLAN_FEATURE_DISABLED');
      }
    } finally {
      await ctx.db.system.transaction((tx) =>
        tx.update(companies).set({ planId: acme.plan.id }).where(eq(companies.id, acme.company.id)),
      );
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/contact-lists' })).statusCode).toBe(401);
  });
});
