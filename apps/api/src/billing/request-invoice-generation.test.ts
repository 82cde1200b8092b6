import { setTimeout as sleep } from 'node:timers/promises';
import { addMonths, calendarDate } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { invoices } from '../db/schema';
import { platformWithTenants } from '../modules/companies/admin.test-support';
import { requestInvoiceGeneration } from './request-invoice-generation';

describe('a company written by the super user is billed within seconds', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof platformWithTenants>>;
  let planId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await platformWithTenants(ctx);
    planId = (await createPlan(ctx.db, { name: 'Plano Prata', amount: '80.00' })).id;
    requestInvoiceGeneration(ctx.events, ctx.jobs, { warn: () => undefined });
  });
  afterAll(() => ctx.close());

  const zone = 'America/Sao_Paulo';
  const daysFromToday = (days: number) => calendarDate(new Date(Date.now() + days * 86_400_000), zone);
  /** The company's invoice periods once `count` exist, waiting at most 10 seconds (the workers poll every 0.5 s). */
  const periodsOnce = async (companyId: number, count: number) => {
    const until = Date.now() + 10_000;
    for (;;) {
      const rows = await ctx.db.system.transaction((tx) =>
        tx.select().from(invoices).where(eq(invoices.companyId, companyId)),
      );
      if (rows.length >= count || Date.now() > until) return rows.map((row) => row.period).sort();
      await sleep(200);
    }
  };

  it('creates the invoice of a company created already expired, then of a due date moved into the lead days', async () => {
    const expiredOn = daysFromToday(-2);
    const created = await world.asSuper({
      method: 'POST',
      url: '/api/companies',
      payload: {
        name: 'Loja Vencida',
        email: 'dona@vencida.example.com',
        password: 'segredo1',
        planId,
        dueDate: expiredOn,
      },
    });
    expect(created.statusCode).toBe(201);
    const companyId = created.json().id as number;
    expect(await periodsOnce(companyId, 1)).toEqual([expiredOn]);

    // Renewed by hand to a day two months ahead: outside the lead days, nothing more to bill yet.
    const farAhead = addMonths(daysFromToday(0), 2);
    await world.asSuper({ method: 'PUT', url: `/api/companies/${companyId}`, payload: { dueDate: farAhead } });
    const nearer = daysFromToday(3);
    await world.asSuper({ method: 'PUT', url: `/api/companies/${companyId}`, payload: { dueDate: nearer } });
    expect(await periodsOnce(companyId, 2)).toEqual([expiredOn, nearer].sort());
  });
});
