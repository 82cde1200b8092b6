import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, companyWithStaff } from '../../../test/clients';
import { createCompany, createPlan, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { useFakeWhatsappDriver } from './connection-fake-driver.test-support';

const channelsOf = async (client: Awaited<ReturnType<typeof clientFor>>) => {
  const response = await client({ method: 'GET', url: '/api/whatsapp/channels' });
  expect(response.statusCode).toBe(200);
  return response.json().channels as string[];
};

describe('GET /whatsapp/channels', () => {
  let ctx: TestContext;
  let fake: ReturnType<typeof useFakeWhatsappDriver>;

  beforeAll(async () => {
    ctx = await createTestContext();
    fake = useFakeWhatsappDriver(ctx);
  });
  afterAll(async () => {
    fake.restore();
    await ctx.close();
  });

  it('offers every channel with a driver to any user of a company whose plan allows them all', async () => {
    const staff = await companyWithStaff(ctx);
    const all = ['whatsapp', 'whatsappapi', 'facebook', 'instagram', 'webchat', 'sandbox'];
    expect(await channelsOf(staff.asUser)).toEqual(all);
    expect(await channelsOf(staff.asAdmin)).toEqual(all);
  });

  it("follows the plan's flags (webchat and sandbox are not gated) and matches what POST /whatsapp refuses", async () => {
    const plan = await createPlan(ctx.db, {
      connections: 10,
      useWhatsapp: false,
      useFacebook: true,
      useInstagram: false,
    });
    const staff = await companyWithStaff(ctx, { planId: plan.id });
    const offered = await channelsOf(staff.asAdmin);
    expect(offered).toEqual(['facebook', 'webchat', 'sandbox']);
    const refused = await staff.asAdmin({
      method: 'POST',
      url: '/api/whatsapp',
      payload: { name: 'Celular', channel: 'whatsapp' },
    });
    expect(refused.json().error).toBe('ERR_PLAN_CHANNEL_NOT_ALLOWED');
    const noWhatsapp = await createPlan(ctx.db, { useWhatsapp: false, useFacebook: false, useInstagram: true });
    const other = await companyWithStaff(ctx, { planId: noWhatsapp.id });
    expect(await channelsOf(other.asUser)).toEqual(['instagram', 'webchat', 'sandbox']);
  });

  it('exempts the super user from the plan', async () => {
    const plan = await createPlan(ctx.db, { useWhatsapp: false, useFacebook: false, useInstagram: false });
    const company = await createCompany(ctx.db, { planId: plan.id });
    const superUser = await createUser(ctx.db, company.id, { profile: 'admin', isSuper: true });
    const admin = await createUser(ctx.db, company.id, { profile: 'admin' });
    expect(await channelsOf(await clientFor(ctx, superUser))).toHaveLength(6);
    expect(await channelsOf(await clientFor(ctx, admin))).toEqual(['webchat', 'sandbox']);
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/whatsapp/channels' })).statusCode).toBe(401);
  });
});

describe('GET /whatsapp/channels with SANDBOX_ENABLED off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ SANDBOX_ENABLED: 'false' });
  });
  afterAll(async () => ctx.close());

  it('leaves the sandbox out, as POST /whatsapp does', async () => {
    const staff = await companyWithStaff(ctx);
    const offered = await channelsOf(staff.asAdmin);
    expect(offered).not.toContain('sandbox');
    expect(offered).toEqual(expect.arrayContaining(['whatsappapi', 'facebook', 'instagram', 'webchat']));
    const refused = await staff.asAdmin({
      method: 'POST',
      url: '/api/whatsapp',
      payload: { name: 'Simulado', channel: 'sandbox' },
    });
    expect(refused.json().error).toBe('ERR_CHANNEL_NOT_AVAILABLE');
  });
});
