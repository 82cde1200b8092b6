import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection } from '../../../test/factories';
import { metaChannelAccounts } from '../../db/schema';
import {
  cloudMessage,
  connectionRow,
  type MetaChannelName,
  messagesOfConnection,
  postWebhook,
  useMetaTestContext,
} from './meta.test-support';

describe('Meta account ids are stored and routed only once Graph proves them', () => {
  const meta = useMetaTestContext();

  async function claimant(channel: MetaChannelName) {
    const staff = await companyWithStaff(meta.ctx, {});
    const connection = await createConnection(meta.ctx.db, staff.company.id, { channel, status: 'DISCONNECTED' });
    const claim = (payload: Record<string, unknown>) =>
      staff.asAdmin({ method: 'PUT', url: `/api/meta/${connection.id}/account`, payload });
    return { ...staff, connection, claim };
  }

  const rowOf = async (connectionId: number) =>
    (
      await meta.ctx.db.system.transaction((tx) =>
        tx.select().from(metaChannelAccounts).where(eq(metaChannelAccounts.whatsappId, connectionId)),
      )
    )[0];

  /** Marks a stored claim as never proven, as credentials saved before verification existed are. */
  const unprove = (connectionId: number) =>
    meta.ctx.db.system.transaction((tx) =>
      tx.update(metaChannelAccounts).set({ verifiedAt: null }).where(eq(metaChannelAccounts.whatsappId, connectionId)),
    );

  it.each([
    ['whatsappapi', '6001', {}],
    ['facebook', '6002', {}],
    ['instagram', '6003', { pageId: '6004' }],
  ] as const)('refuses a %s account id the token cannot read, storing nothing', async (channel, id, ids) => {
    meta.stub.ownAccount(id, 'owner-token');
    meta.stub.ownAccount('6004', 'owner-page-token', { instagram_business_account: { id: '6003' } });
    const squatter = await claimant(channel);
    const refused = await squatter.claim({ externalAccountId: id, accessToken: 'fake-token', ...ids });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('ERR_META_ACCOUNT_NOT_PROVEN');
    expect(await rowOf(squatter.connection.id)).toBeUndefined();
    expect((await connectionRow(meta.ctx, squatter.connection.id))?.status).toBe('DISCONNECTED');
  });

  it("refuses an Instagram account through a page of the squatter's own that is not linked to it", async () => {
    meta.stub.ownAccount('6011', 'squatter-page-token', { instagram_business_account: { id: '6012' } });
    const squatter = await claimant('instagram');
    const refused = await squatter.claim({
      externalAccountId: '6013',
      pageId: '6011',
      accessToken: 'squatter-page-token',
    });
    expect(refused.json().error).toBe('ERR_META_ACCOUNT_NOT_PROVEN');
    const linked = await squatter.claim({
      externalAccountId: '6012',
      pageId: '6011',
      accessToken: 'squatter-page-token',
    });
    expect(linked.statusCode).toBe(200);
    expect((await rowOf(squatter.connection.id))?.verifiedAt).toBeInstanceOf(Date);
  });

  it('refuses a page whose public fields any token reads: a page is proven only by its own page token', async () => {
    // Graph serves a page's public fields by id to any token with public page access.
    meta.stub.respond('GET', '/6015', { json: { id: '6015', name: 'Loja de outra empresa' } }, false);
    const squatter = await claimant('facebook');
    const refused = await squatter.claim({ externalAccountId: '6015', accessToken: 'squatter-user-token' });
    expect(refused.json().error).toBe('ERR_META_ACCOUNT_NOT_PROVEN');
    expect(await rowOf(squatter.connection.id)).toBeUndefined();

    meta.stub.ownAccount('6015', 'owner-page-token');
    const owner = await claimant('facebook');
    const connected = await owner.claim({ externalAccountId: '6015', accessToken: 'owner-page-token' });
    expect(connected.statusCode).toBe(200);
  });

  it('keeps the stored id when an edit names one the stored token cannot read', async () => {
    meta.stub.ownAccount('6021', 'first-owner-token');
    meta.stub.ownAccount('6022', 'other-owner-token');
    const company = await claimant('whatsappapi');
    expect((await company.claim({ externalAccountId: '6021', accessToken: 'first-owner-token' })).statusCode).toBe(200);
    const moved = await company.claim({ externalAccountId: '6022' });
    expect(moved.json().error).toBe('ERR_META_ACCOUNT_NOT_PROVEN');
    expect(await rowOf(company.connection.id)).toMatchObject({ externalAccountId: '6021' });
  });

  it('answers ERR_META_GRAPH when Graph itself fails, storing nothing', async () => {
    meta.stub.failWith('GET', '/6031', 503, 2);
    const company = await claimant('whatsappapi');
    const failed = await company.claim({ externalAccountId: '6031', accessToken: 'any-access-token' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('ERR_META_GRAPH');
    expect(await rowOf(company.connection.id)).toBeUndefined();
  });

  it('lets the owner connect after a failed squat and routes the webhooks to the owner only', async () => {
    meta.stub.ownAccount('6041', 'owner-token');
    const squatter = await claimant('whatsappapi');
    expect((await squatter.claim({ externalAccountId: '6041', accessToken: 'fake-token' })).statusCode).toBe(400);
    const owner = await claimant('whatsappapi');
    const connected = await owner.claim({ externalAccountId: '6041', accessToken: 'owner-token' });
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({ externalAccountId: '6041', status: 'CONNECTED' });

    const delivery = cloudMessage('6041', '5511900000041', { id: 'wamid.OWNER1', type: 'text', text: { body: 'Olá' } });
    expect((await postWebhook(meta.ctx, 'whatsappapi', delivery)).statusCode).toBe(200);
    expect((await messagesOfConnection(meta.ctx, owner.connection.id)).map((m) => m.externalId)).toEqual([
      'wamid.OWNER1',
    ]);
    expect(await messagesOfConnection(meta.ctx, squatter.connection.id)).toEqual([]);
  });

  it('delivers nothing to an unproven claim (200 to Meta) and never lets it block the owner', async () => {
    const squatter = await claimant('whatsappapi');
    const ownSecret = { externalAccountId: '6051', accessToken: 'squatter-token', appSecret: 'squatter-app-secret' };
    expect((await squatter.claim(ownSecret)).statusCode).toBe(200);
    await unprove(squatter.connection.id);

    const first = cloudMessage('6051', '5511900000051', { id: 'wamid.SQUAT1', type: 'text', text: { body: 'Oi' } });
    expect((await postWebhook(meta.ctx, 'whatsappapi', first)).statusCode).toBe(200);
    expect((await postWebhook(meta.ctx, 'whatsappapi', first, 'squatter-app-secret')).statusCode).toBe(200);
    expect(await messagesOfConnection(meta.ctx, squatter.connection.id)).toEqual([]);

    const owner = await claimant('whatsappapi');
    expect((await owner.claim({ externalAccountId: '6051', accessToken: 'owner-token' })).statusCode).toBe(200);
    const second = cloudMessage('6051', '5511900000051', { id: 'wamid.OWNER2', type: 'text', text: { body: 'Oi' } });
    expect((await postWebhook(meta.ctx, 'whatsappapi', second)).statusCode).toBe(200);
    expect((await messagesOfConnection(meta.ctx, owner.connection.id)).map((m) => m.externalId)).toEqual([
      'wamid.OWNER2',
    ]);
    expect(await messagesOfConnection(meta.ctx, squatter.connection.id)).toEqual([]);

    // The unproven claim's session cannot take the id over from its verified owner.
    const restarted = await squatter.asAdmin({ method: 'POST', url: `/api/whatsappsession/${squatter.connection.id}` });
    expect(restarted.json().status).toBe('DISCONNECTED');
    expect((await rowOf(squatter.connection.id))?.verifiedAt).toBeNull();
  });

  it('proves credentials stored before verification when their session starts', async () => {
    const company = await claimant('whatsappapi');
    expect((await company.claim({ externalAccountId: '6061', accessToken: 'older-access-token' })).statusCode).toBe(
      200,
    );
    await unprove(company.connection.id);
    const message = cloudMessage('6061', '5511900000061', { id: 'wamid.OLD1', type: 'text', text: { body: 'Oi' } });
    await postWebhook(meta.ctx, 'whatsappapi', message);
    expect(await messagesOfConnection(meta.ctx, company.connection.id)).toEqual([]);

    const restarted = await company.asAdmin({ method: 'POST', url: `/api/whatsappsession/${company.connection.id}` });
    expect(restarted.json().status).toBe('CONNECTED');
    expect((await rowOf(company.connection.id))?.verifiedAt).toBeInstanceOf(Date);
    await postWebhook(meta.ctx, 'whatsappapi', message);
    expect((await messagesOfConnection(meta.ctx, company.connection.id)).map((m) => m.externalId)).toEqual([
      'wamid.OLD1',
    ]);
  });
});
