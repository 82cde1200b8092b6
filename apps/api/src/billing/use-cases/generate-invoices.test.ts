import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCompany, createPlan } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { companies, invoices } from '../../db/schema';
import { platformWithTenants } from '../../modules/companies/admin.test-support';
import { generateInvoicesJob } from '../invoice-generation.job';
import { generateDueInvoices } from './generate-invoices';

const at = (iso: string) => new Date(iso);

describe('invoice generation', () => {
  let ctx: TestContext;
  let plan: Awaited<ReturnType<typeof createPlan>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    await platformWithTenants(ctx);
    plan = await createPlan(ctx.db, { name: 'Plano Ouro', amount: '100.00', users: 5, connections: 2, queues: 3 });
  });
  afterAll(() => ctx.close());

  const invoicesOf = (companyId: number) =>
    ctx.db.system.transaction((tx) => tx.select().from(invoices).where(eq(invoices.companyId, companyId)));
  const company = (overrides: Parameters<typeof createCompany>[1]) =>
    createCompany(ctx.db, { planId: plan.id, ...overrides });
  const run = (now: string) => generateDueInvoices(ctx.db, { now: at(now), leadDays: 10 });

  it('bills each company once per due day inside the lead days or past, whatever the runs and races', async () => {
    const soon = await company({ dueDate: at('2026-03-08T23:59:59.999-03:00') });
    const later = await company({ dueDate: at('2026-03-20T23:59:59.999-03:00') });
    const late = await company({ dueDate: at('2026-02-20T23:59:59.999-03:00') });
    const quarterly = await company({ dueDate: at('2026-03-05T23:59:59.999-03:00'), recurrence: 'TRIMESTRAL' });
    const inactive = await company({ dueDate: at('2026-03-04T23:59:59.999-03:00'), status: false });
    await ctx.db.system.transaction((tx) =>
      tx
        .update(companies)
        .set({ planId: plan.id, dueDate: at('2026-03-04T23:59:59.999-03:00') })
        .where(eq(companies.id, 1)),
    );

    await run('2026-03-01T12:00:00Z');
    await run('2026-03-01T12:00:00Z');
    await Promise.all([run('2026-03-01T13:00:00Z'), run('2026-03-01T13:00:00Z'), run('2026-03-01T13:00:00Z')]);

    const soonInvoices = await invoicesOf(soon.id);
    const lateInvoices = await invoicesOf(late.id);
    const quarterlyInvoices = await invoicesOf(quarterly.id);
    const laterInvoices = await invoicesOf(later.id);
    const inactiveInvoices = await invoicesOf(inactive.id);
    const platformInvoices = await invoicesOf(1);
    expect(soonInvoices).toHaveLength(1);
    expect(soonInvoices[0]).toMatchObject({
      period: '2026-03-08',
      value: '100.00',
      users: 5,
      connections: 2,
      queues: 3,
      planId: plan.id,
      recurrence: 'MENSAL',
      status: 'open',
      detail: 'Plano Ouro (08/03/2026)',
    });
    expect(soonInvoices[0]?.dueDate.toISOString()).toBe(soon.dueDate?.toISOString());
    expect(laterInvoices).toEqual([]);
    expect(lateInvoices.map((invoice) => invoice.period)).toEqual(['2026-02-20']);
    expect(quarterlyInvoices.map((invoice) => invoice.value)).toEqual(['300.00']);
    expect(inactiveInvoices).toEqual([]);
    expect(platformInvoices).toEqual([]);
  });

  it('bills a renewed company again only when its next due day enters the window', async () => {
    const renewed = await company({ dueDate: at('2026-03-08T23:59:59.999-03:00') });
    await run('2026-03-01T12:00:00Z');
    await ctx.db.system.transaction((tx) =>
      tx
        .update(companies)
        .set({ dueDate: at('2026-04-08T23:59:59.999-03:00') })
        .where(eq(companies.id, renewed.id)),
    );
    await run('2026-03-09T12:00:00Z');
    expect((await invoicesOf(renewed.id)).map((invoice) => invoice.period)).toEqual(['2026-03-08']);
    await run('2026-03-29T12:00:00Z');
    expect((await invoicesOf(renewed.id)).map((invoice) => invoice.period).sort()).toEqual([
      '2026-03-08',
      '2026-04-08',
    ]);
  });

  it('takes the due day and today on the company’s own calendar', async () => {
    // 16:00 UTC on 10 March is already 11 March in Tokyo.
    const tokyo = await company({ dueDate: at('2026-03-10T16:00:00Z'), timezone: 'Asia/Tokyo' });
    // 28 Feb 23:00 in Tokyo: 11 days before its due day. 90 minutes later it is 1 March there (10
    // days before, inside the window) while UTC is still on 28 February.
    await generateDueInvoices(ctx.db, { now: at('2026-02-28T14:00:00Z'), leadDays: 10 });
    expect(await invoicesOf(tokyo.id)).toEqual([]);
    await generateDueInvoices(ctx.db, { now: at('2026-02-28T15:30:00Z'), leadDays: 10 });
    expect((await invoicesOf(tokyo.id)).map((invoice) => invoice.period)).toEqual(['2026-03-11']);
  });

  it('runs as the billing job on the queue', async () => {
    const due = await company({ dueDate: new Date(Date.now() + 2 * 86_400_000) });
    await ctx.jobs.enqueue(generateInvoicesJob, {});
    await vi.waitFor(async () => expect(await invoicesOf(due.id)).toHaveLength(1), { timeout: 10_000, interval: 200 });
  });
});
