import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection } from '../../../test/factories';
import { metaChannelAccounts } from '../../db/schema';
import { companyWithMetaConnection, useMetaTestContext } from './meta.test-support';

describe('Meta account credentials (PUT /api/meta/{id}/account)', () => {
  const meta = useMetaTestContext();

  /** The stored row with its secrets opened (the digest compared, as webhooks do). */
  async function stored(connectionId: number) {
    const [row] = await meta.ctx.db.system.transaction((tx) =>
      tx.select().from(metaChannelAccounts).where(eq(metaChannelAccounts.whatsappId, connectionId)),
    );
    if (!row) return undefined;
    return {
      externalAccountId: row.externalAccountId,
      wabaId: row.wabaId,
      pageId: row.pageId,
      accessToken: meta.ctx.secrets.open(row.accessTokenSealed),
      appSecret: row.appSecretSealed === null ? null : meta.ctx.secrets.open(row.appSecretSealed),
      verifyTokenDigest: row.verifyTokenDigest,
    };
  }

  async function cloudConnection(accountId: string) {
    return companyWithMetaConnection(meta, 'whatsappapi', {
      externalAccountId: accountId,
      accessToken: `token-of-${accountId}`,
      appSecret: 'first-app-secret',
      verifyToken: 'first-verify-token',
    });
  }

  it('keeps the stored secrets when omitted: only the ids change, and the session checks the kept token', async () => {
    const { connection, asAdmin } = await cloudConnection('5001');
    meta.stub.reset();
    const response = await asAdmin({
      method: 'PUT',
      url: `/api/meta/${connection.id}/account`,
      payload: { externalAccountId: '5001', wabaId: '777' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ wabaId: '777', hasAppSecret: true, hasVerifyToken: true });
    expect(await stored(connection.id)).toEqual({
      externalAccountId: '5001',
      wabaId: '777',
      pageId: null,
      accessToken: 'token-of-5001',
      appSecret: 'first-app-secret',
      verifyTokenDigest: meta.ctx.secrets.digest('first-verify-token'),
    });
    // The restart checked Graph with the token kept, not an empty one.
    expect(meta.stub.callsTo('GET', '/5001').map((call) => call.token)).toContain('token-of-5001');
  });

  it('clears the app secret and verify token on null, and replaces what is sent as a value', async () => {
    const { connection, asAdmin } = await cloudConnection('5002');
    const cleared = await asAdmin({
      method: 'PUT',
      url: `/api/meta/${connection.id}/account`,
      payload: { externalAccountId: '5002', appSecret: null, verifyToken: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ hasAppSecret: false, hasVerifyToken: false });
    expect(await stored(connection.id)).toMatchObject({
      accessToken: 'token-of-5002',
      appSecret: null,
      verifyTokenDigest: null,
    });

    const replaced = await asAdmin({
      method: 'PUT',
      url: `/api/meta/${connection.id}/account`,
      payload: {
        externalAccountId: '5003',
        accessToken: 'second-access-token',
        appSecret: 'second-app-secret',
        verifyToken: 'second-verify-token',
      },
    });
    expect(replaced.statusCode).toBe(200);
    expect(await stored(connection.id)).toEqual({
      externalAccountId: '5003',
      wabaId: null,
      pageId: null,
      accessToken: 'second-access-token',
      appSecret: 'second-app-secret',
      verifyTokenDigest: meta.ctx.secrets.digest('second-verify-token'),
    });
  });

  it('refuses a first save without the access token, storing nothing', async () => {
    const staff = await companyWithStaff(meta.ctx, {});
    const connection = await createConnection(meta.ctx.db, staff.company.id, { channel: 'instagram' });
    const url = `/api/meta/${connection.id}/account`;
    const refused = await staff.asAdmin({
      method: 'PUT',
      url,
      payload: { externalAccountId: '5004', pageId: '88', appSecret: 'some-app-secret' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('ERR_META_ACCESS_TOKEN_REQUIRED');
    expect(await stored(connection.id)).toBeUndefined();
    // The token cannot be cleared either: null is not a value it takes.
    const nullToken = await staff.asAdmin({
      method: 'PUT',
      url,
      payload: { externalAccountId: '5004', accessToken: null },
    });
    expect(nullToken.statusCode).toBe(400);
    expect(nullToken.json().error).toBe('ERR_VALIDATION');

    meta.stub.ownAccount('88', 'instagram-token', { instagram_business_account: { id: '5004' } });
    const saved = await staff.asAdmin({
      method: 'PUT',
      url,
      payload: { externalAccountId: '5004', pageId: '88', accessToken: 'instagram-token' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await stored(connection.id)).toMatchObject({
      accessToken: 'instagram-token',
      pageId: '88',
      appSecret: null,
    });
  });

  it("answers 404 for another company's connection and leaves its credentials alone", async () => {
    const { connection } = await cloudConnection('5005');
    const other = await companyWithStaff(meta.ctx, {});
    const write = await other.asAdmin({
      method: 'PUT',
      url: `/api/meta/${connection.id}/account`,
      payload: { externalAccountId: '5005', appSecret: null, verifyToken: null },
    });
    expect(write.statusCode).toBe(404);
    expect(await stored(connection.id)).toMatchObject({
      accessToken: 'token-of-5005',
      appSecret: 'first-app-secret',
      verifyTokenDigest: meta.ctx.secrets.digest('first-verify-token'),
    });
  });
});
