import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff, multipart } from '../../../test/clients';
import { createConnection, createPlan, createQueue, createTag, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { testMedia } from '../../platform/storage/test-media';
import { campaignFixture, createContactList } from './campaigns.test-support';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

/** Every route of spec 3 §7 Campaigns on one campaign id. */
const routesOn = (id: number, body: Record<string, unknown>) => {
  const png = multipart([{ name: 'file', value: { filename: 'a.png', type: 'image/png', data: testMedia.png } }]);
  return [
    { method: 'GET' as const, url: `/api/campaigns/${id}` },
    { method: 'GET' as const, url: `/api/campaigns/${id}/report` },
    { method: 'PUT' as const, url: `/api/campaigns/${id}`, payload: body },
    { method: 'POST' as const, url: `/api/campaigns/${id}/media-upload`, ...png },
    { method: 'DELETE' as const, url: `/api/campaigns/${id}/media-upload` },
    { method: 'POST' as const, url: `/api/campaigns/${id}/cancel` },
    { method: 'POST' as const, url: `/api/campaigns/${id}/restart` },
    { method: 'DELETE' as const, url: `/api/campaigns/${id}` },
  ];
};

describe('campaigns API access', () => {
  let ctx: TestContext;
  let acme: Staff;
  let globex: Staff;
  let acmeFixture: Awaited<ReturnType<typeof campaignFixture>>;
  let globexCampaignId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    acme = await companyWithStaff(ctx);
    globex = await companyWithStaff(ctx);
    acmeFixture = await campaignFixture(ctx, acme.company.id);
    const globexFixture = await campaignFixture(ctx, globex.company.id);
    const created = await globex.asAdmin({ method: 'POST', url: '/api/campaigns', payload: globexFixture.body });
    globexCampaignId = created.json().id;
  });
  afterAll(() => ctx.close());

  it("answers 404 for another company's campaign on every route, and leaves it unchanged", async () => {
    for (const route of routesOn(globexCampaignId, acmeFixture.body)) {
      const response = await acme.asAdmin(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.json().error).toBe('ERR_NO_CAMPAIGN_FOUND');
    }
    const untouched = await globex.asAdmin({ method: 'GET', url: `/api/campaigns/${globexCampaignId}` });
    expect(untouched.json()).toMatchObject({ name: 'Black Friday', status: 'INATIVA' });
    const list = await acme.asAdmin({ method: 'GET', url: '/api/campaigns' });
    expect(list.json().records.map((r: { id: number }) => r.id)).not.toContain(globexCampaignId);
  });

  it("answers 404 for another company's list, tag, connection, user or queue in the body", async () => {
    const foreignList = await createContactList(ctx, globex.company.id);
    const foreignTag = await createTag(ctx.db, globex.company.id);
    const foreignConnection = await createConnection(ctx.db, globex.company.id);
    const foreignUser = await createUser(ctx.db, globex.company.id);
    const foreignQueue = await createQueue(ctx.db, globex.company.id);
    const ownQueue = await createQueue(ctx.db, acme.company.id);
    const ticket = { openTicket: 'enabled', queueId: ownQueue.id };
    const cases: [Record<string, unknown>, string][] = [
      [{ contactListId: foreignList.id }, 'ERR_NO_CONTACT_LIST_FOUND'],
      [{ contactListId: null, tagListId: foreignTag.id }, 'ERR_NO_TAG_FOUND'],
      [{ whatsappId: foreignConnection.id }, 'ERR_NO_WAPP_FOUND'],
      [{ ...ticket, userId: foreignUser.id }, 'ERR_NO_USER_FOUND'],
      [{ ...ticket, queueId: foreignQueue.id }, 'ERR_NO_QUEUE_FOUND'],
    ];
    const own = await acme.asAdmin({ method: 'POST', url: '/api/campaigns', payload: acmeFixture.body });
    for (const [fields, code] of cases) {
      const payload = { ...acmeFixture.body, ...fields };
      for (const request of [
        { method: 'POST' as const, url: '/api/campaigns', payload },
        { method: 'PUT' as const, url: `/api/campaigns/${own.json().id}`, payload },
      ]) {
        const response = await acme.asAdmin(request);
        expect(response.statusCode, `${request.method} ${JSON.stringify(fields)}`).toBe(404);
        expect(response.json().error).toBe(code);
      }
    }
  });

  it('refuses a profile user (403) on every route, settings included', async () => {
    const own = await acme.asAdmin({ method: 'POST', url: '/api/campaigns', payload: acmeFixture.body });
    const routes = [
      { method: 'GET' as const, url: '/api/campaigns' },
      { method: 'POST' as const, url: '/api/campaigns', payload: acmeFixture.body },
      ...routesOn(own.json().id, acmeFixture.body),
      { method: 'GET' as const, url: '/api/campaign-settings' },
      { method: 'POST' as const, url: '/api/campaign-settings', payload: {} },
    ];
    for (const route of routes) {
      const response = await acme.asUser(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().error).toBe('ERR_NO_PERMISSION');
    }
  });

  it('refuses an admin whose plan lacks useCampaigns (ERR_PLAN_FEATURE_DISABLED)', async () => {
    const plan = await createPlan(ctx.db, { useCampaigns: false });
    const withoutCampaigns = await companyWithStaff(ctx, { planId: plan.id });
    for (const route of [
      { method: 'GET' as const, url: '/api/campaigns' },
      { method: 'POST' as const, url: '/api/campaigns', payload: acmeFixture.body },
      ...routesOn(1, acmeFixture.body),
      { method: 'GET' as const, url: '/api/campaign-settings' },
    ]) {
      const response = await withoutCampaigns.asAdmin(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().error).toBe('ERR_PLAN_FEATURE_DISABLED');
    }
  });
});
