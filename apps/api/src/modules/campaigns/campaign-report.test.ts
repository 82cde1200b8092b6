import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { forwardCampaignEvents } from './campaigns.realtime';
import { campaignFixture, insertShippings, setCampaignState } from './campaigns.test-support';
import { publishCampaignChanged } from './publish-campaign-changed';

describe('campaign report and live events', () => {
  let ctx: TestContext;
  const sent: { companyId: number; userIds: readonly number[]; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    forwardCampaignEvents(
      ctx.events,
      { emitToUsers: (companyId, userIds, event, payload) => sent.push({ companyId, userIds, event, payload }) },
      ctx.db,
    );
  });
  afterAll(() => ctx.close());

  it('counts the sends by state in one report; before any send every count is 0', async () => {
    const acme = await companyWithStaff(ctx);
    const { body } = await campaignFixture(ctx, acme.company.id);
    const campaign = (await acme.asAdmin({ method: 'POST', url: '/api/campaigns', payload: body })).json();
    const empty = await acme.asAdmin({ method: 'GET', url: `/api/campaigns/${campaign.id}/report` });
    expect(empty.json()).toEqual({
      campaign,
      report: {
        total: 0,
        valid: 0,
        sent: 0,
        delivered: 0,
        read: 0,
        replied: 0,
        failed: 0,
        skipped: 0,
        confirmationRequested: 0,
        confirmed: 0,
        refused: 0,
      },
    });
    const at = new Date();
    await insertShippings(ctx, acme.company.id, campaign.id, [
      { number: '5511900000001', status: 'queued' },
      { number: '5511900000002', status: 'sent', sentAt: at },
      { number: '5511900000003', status: 'delivered', sentAt: at, deliveredAt: at },
      // Read reported without the delivery ack: still delivered.
      { number: '5511900000004', status: 'read', sentAt: at, readAt: at },
      { number: '5511900000005', status: 'read', sentAt: at, deliveredAt: at, readAt: at, repliedAt: at },
      { number: '5511900000006', status: 'failed', reason: 'ERR_SENDING_WAPP_MSG', failedAt: at },
      { number: '5511900000007', status: 'skipped', reason: 'no_whatsapp' },
      { number: '5511900000008', status: 'skipped', reason: 'blocked' },
      { number: '5511900000009', status: 'confirmation_requested', confirmationRequestedAt: at },
      { number: '5511900000010', status: 'refused', confirmationRequestedAt: at, repliedAt: at },
      {
        number: '5511900000011',
        status: 'delivered',
        confirmationRequestedAt: at,
        confirmedAt: at,
        sentAt: at,
        deliveredAt: at,
      },
    ]);
    // Another campaign's sends are not counted.
    const other = (await acme.asAdmin({ method: 'POST', url: '/api/campaigns', payload: body })).json();
    await insertShippings(ctx, acme.company.id, other.id, [{ number: '5511900000001', status: 'sent', sentAt: at }]);
    await setCampaignState(ctx, campaign.id, { status: 'EM_ANDAMENTO' });
    const report = (await acme.asAdmin({ method: 'GET', url: `/api/campaigns/${campaign.id}/report` })).json();
    expect(report.campaign.status).toBe('EM_ANDAMENTO');
    expect(report.report).toEqual({
      total: 11,
      valid: 9,
      sent: 5,
      delivered: 4,
      read: 2,
      replied: 2,
      failed: 1,
      skipped: 2,
      confirmationRequested: 3,
      confirmed: 1,
      refused: 1,
    });
  });

  it("sends create, update and delete on company-{id}-campaign to the company's admins only", async () => {
    const acme = await companyWithStaff(ctx);
    const secondAdmin = await createUser(ctx.db, acme.company.id, { profile: 'admin' });
    const { body } = await campaignFixture(ctx, acme.company.id);
    sent.length = 0;
    const id = (await acme.asAdmin({ method: 'POST', url: '/api/campaigns', payload: body })).json().id as number;
    await acme.asAdmin({ method: 'PUT', url: `/api/campaigns/${id}`, payload: { ...body, name: 'Renomeada' } });
    await acme.asAdmin({ method: 'DELETE', url: `/api/campaigns/${id}` });
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    const event = `company-${acme.company.id}-campaign`;
    const admins = [acme.admin.id, secondAdmin.id].sort();
    expect(sent.map((entry) => ({ ...entry, userIds: [...entry.userIds].sort() }))).toEqual([
      {
        companyId: acme.company.id,
        userIds: admins,
        event,
        payload: { action: 'create', record: expect.objectContaining({ id }) },
      },
      {
        companyId: acme.company.id,
        userIds: admins,
        event,
        payload: { action: 'update', record: expect.objectContaining({ id, name: 'Renomeada' }) },
      },
      { companyId: acme.company.id, userIds: admins, event, payload: { action: 'delete', id } },
    ]);
  });

  it('publishCampaignChanged re-reads the campaign and sends it as an update (the dispatcher calls it)', async () => {
    const acme = await companyWithStaff(ctx);
    const { body } = await campaignFixture(ctx, acme.company.id);
    const id = (await acme.asAdmin({ method: 'POST', url: '/api/campaigns', payload: body })).json().id as number;
    await vi.waitFor(() => expect(sent.some((entry) => entry.companyId === acme.company.id)).toBe(true));
    sent.length = 0;
    await setCampaignState(ctx, id, { status: 'FINALIZADA' });
    await publishCampaignChanged(ctx, acme.company.id, id);
    await publishCampaignChanged(ctx, acme.company.id, 999_999);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.payload).toEqual({
      action: 'update',
      record: expect.objectContaining({ id, status: 'FINALIZADA' }),
    });
  });
});
