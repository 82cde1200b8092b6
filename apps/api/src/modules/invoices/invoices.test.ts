import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createInvoice, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { clientFor, platformWithTenants } from '../companies/admin.test-support';

const day = 86_400_000;

describe('GET /invoices/all', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof platformWithTenants>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await platformWithTenants(ctx);
  });
  afterAll(() => ctx.close());

  const list = (query = '', client = world.acme.asAdmin) => client({ method: 'GET', url: `/api/invoices/all${query}` });

  it('lists the company’s invoices, latest due first, each with its display status', async () => {
    const companyId = world.acme.company.id;
    const paid = await createInvoice(ctx.db, companyId, {
      detail: 'Plano Pro - janeiro',
      status: 'paid',
      dueDate: new Date(Date.now() - 40 * day),
    });
    const overdue = await createInvoice(ctx.db, companyId, {
      detail: 'Plano Pro - fevereiro',
      dueDate: new Date(Date.now() - 2 * day),
    });
    const open = await createInvoice(ctx.db, companyId, {
      detail: 'Plano Pro - março',
      dueDate: new Date(Date.now() + 5 * day),
    });
    await createInvoice(ctx.db, world.globex.company.id, { detail: 'Fatura da Globex' });

    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ count: 3, hasMore: false });
    expect(
      body.invoices.map((invoice: { id: number; displayStatus: string }) => [invoice.id, invoice.displayStatus]),
    ).toEqual([
      [open.id, 'open'],
      [overdue.id, 'overdue'],
      [paid.id, 'paid'],
    ]);
    expect(body.invoices[0]).toMatchObject({ value: '149.00', status: 'open', detail: 'Plano Pro - março' });
  });

  it('never lists another company’s invoices, even by search', async () => {
    const body = (await list('?searchParam=Globex')).json();
    expect(body).toMatchObject({ invoices: [], count: 0, hasMore: false });
  });

  it('searches by detail and pages by 20', async () => {
    for (let index = 0; index < 21; index++) {
      await createInvoice(ctx.db, world.globex.company.id, { detail: `Mensalidade ${index}` });
    }
    const first = (await list('?searchParam=mensalidade', world.globex.asAdmin)).json();
    expect(first.invoices).toHaveLength(20);
    expect(first).toMatchObject({ count: 21, hasMore: true });
    const second = (await list('?searchParam=mensalidade&pageNumber=2', world.globex.asAdmin)).json();
    expect(second.invoices).toHaveLength(1);
    expect(second.hasMore).toBe(false);
  });

  it('still answers on an expired subscription: billing is how the company pays', async () => {
    const expired = await createCompany(ctx.db, { dueDate: new Date(Date.now() - day) });
    await createInvoice(ctx.db, expired.id, { dueDate: new Date(Date.now() - day) });
    const asExpired = await clientFor(ctx, await createUser(ctx.db, expired.id, { profile: 'admin' }));
    const response = await list('', asExpired);
    expect(response.statusCode).toBe(200);
    expect(response.json().invoices[0].displayStatus).toBe('overdue');
  });

  it('is refused to a plain user and without a token', async () => {
    expect((await list('', world.acme.asUser)).statusCode).toBe(403);
    expect((await list('', world.anonymous)).statusCode).toBe(401);
  });

  it('lists every company’s invoices to the super user, with the company’s name, searchable by it', async () => {
    const acmeName = world.acme.company.name;
    const globexName = world.globex.company.name;
    const all = (await list('', world.asSuper)).json();
    // Acme's 3, Globex's 22 and the expired company's 1.
    expect(all.count).toBe(26);
    expect(all.invoices[0]).toMatchObject({ companyName: expect.any(String) });
    const globex = (await list(`?searchParam=${encodeURIComponent(globexName)}&pageNumber=2`, world.asSuper)).json();
    expect(globex).toMatchObject({ count: 22, hasMore: false });
    expect(globex.invoices[0]).toMatchObject({ companyId: world.globex.company.id, companyName: globexName });

    const byName = (await list(`?searchParam=${encodeURIComponent(acmeName)}`, world.asSuper)).json();
    expect(byName.count).toBe(3);
    expect(byName.invoices.map((invoice: { companyName: string; companyId: number }) => invoice.companyName)).toEqual([
      acmeName,
      acmeName,
      acmeName,
    ]);
  });

  it('still shows an admin only their company’s invoices, without a company name', async () => {
    const mine = (await list('', world.acme.asAdmin)).json();
    expect(mine.count).toBe(3);
    expect(
      mine.invoices.every(
        (invoice: { companyId: number; companyName: string | null }) =>
          invoice.companyId === world.acme.company.id && invoice.companyName === null,
      ),
    ).toBe(true);
    const byOtherName = (await list(`?searchParam=${encodeURIComponent(world.globex.company.name)}`)).json();
    expect(byOtherName.count).toBe(0);
  });
});
