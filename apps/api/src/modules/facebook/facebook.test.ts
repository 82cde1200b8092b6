import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection, createPlan } from '../../../test/factories';
import { metaTestAppId, useMetaTestContext } from '../../channels/meta/meta.test-support';
import { connections, metaChannelAccounts } from '../../db/schema';

describe('POST /facebook', () => {
  const meta = useMetaTestContext();

  /** A company whose plan has room for several connections. */
  const roomyCompany = async () =>
    companyWithStaff(meta.ctx, {
      planId: (await createPlan(meta.ctx.db, { users: 5, queues: 5, connections: 10 })).id,
    });
  const login = (addInstagram?: boolean) => ({
    facebookUserId: '10001',
    facebookUserToken: 'user-access-token',
    ...(addInstagram === undefined ? {} : { addInstagram }),
  });
  const connectionsOf = (companyId: number) =>
    meta.ctx.db.system.transaction((tx) =>
      tx.select().from(connections).where(eq(connections.companyId, companyId)).orderBy(connections.id),
    );
  const accountOf = async (connectionId: number) =>
    (
      await meta.ctx.db.system.transaction((tx) =>
        tx.select().from(metaChannelAccounts).where(eq(metaChannelAccounts.whatsappId, connectionId)),
      )
    )[0];

  it('creates a facebook connection per page and an instagram one per linked account, subscribed and CONNECTED', async () => {
    const { company, asAdmin } = await roomyCompany();
    meta.stub.pages = [
      {
        id: '9001',
        name: 'Loja Centro',
        access_token: 'page-token-a',
        instagram_business_account: { id: '17841', username: 'loja.centro' },
      },
      { id: '9002', name: 'Loja Norte', access_token: 'page-token-b' },
    ];
    const response = await asAdmin({ method: 'POST', url: '/api/facebook', payload: login(true) });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { name: string; channel: string }[]).map((c) => [c.channel, c.name])).toEqual([
      ['facebook', 'Loja Centro'],
      ['instagram', 'loja.centro'],
      ['facebook', 'Loja Norte'],
    ]);
    expect(meta.stub.callsTo('GET', '/me/accounts')[0]?.token).toBe('user-access-token');
    const subscriptions = meta.stub.callsTo('POST', /^\/900\d\/subscribed_apps$/);
    expect(subscriptions.map((call) => [call.path, call.token])).toEqual([
      ['/9001/subscribed_apps', 'page-token-a'],
      ['/9002/subscribed_apps', 'page-token-b'],
    ]);
    expect(subscriptions[0]?.query.subscribed_fields).toContain('messages');
    const rows = await connectionsOf(company.id);
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ['facebook', 'CONNECTED'],
      ['instagram', 'CONNECTED'],
      ['facebook', 'CONNECTED'],
    ]);
    expect(rows[0]?.isDefault).toBe(true);
    const igAccount = await accountOf(rows[1]?.id ?? 0);
    expect(igAccount).toMatchObject({ externalAccountId: '17841', pageId: '9001', channel: 'instagram' });
    expect(meta.ctx.secrets.open(igAccount?.accessTokenSealed ?? '')).toBe('page-token-a');
    expect(igAccount?.accessTokenSealed).not.toContain('page-token-a');
  });

  it('refreshes the page token of an existing connection instead of duplicating it', async () => {
    const { company, asAdmin } = await companyWithStaff(meta.ctx);
    meta.stub.pages = [{ id: '9101', name: 'Página', access_token: 'old-token' }];
    await asAdmin({ method: 'POST', url: '/api/facebook', payload: login() });
    meta.stub.pages = [{ id: '9101', name: 'Página', access_token: 'new-token' }];
    const again = await asAdmin({ method: 'POST', url: '/api/facebook', payload: login() });
    expect(again.statusCode).toBe(200);
    const rows = await connectionsOf(company.id);
    expect(rows).toHaveLength(1);
    expect(meta.ctx.secrets.open((await accountOf(rows[0]?.id ?? 0))?.accessTokenSealed ?? '')).toBe('new-token');
  });

  it('leaves Instagram out without addInstagram, and names a clashing page apart', async () => {
    const { company, asAdmin } = await roomyCompany();
    await createConnection(meta.ctx.db, company.id, { name: 'Atendimento' });
    meta.stub.pages = [
      { id: '9201', name: 'Atendimento', access_token: 't', instagram_business_account: { id: '17900' } },
    ];
    const response = await asAdmin({ method: 'POST', url: '/api/facebook', payload: login(false) });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { name: string; channel: string }[]).map((c) => [c.channel, c.name])).toEqual([
      ['facebook', 'Atendimento 9201'],
    ]);
  });

  it('follows the plan: channel flags and the connection limit', async () => {
    const noInstagram = await createPlan(meta.ctx.db, { users: 5, queues: 5, connections: 5, useInstagram: false });
    const a = await companyWithStaff(meta.ctx, { planId: noInstagram.id });
    meta.stub.pages = [{ id: '9301', name: 'P', access_token: 't', instagram_business_account: { id: '17301' } }];
    const refused = await a.asAdmin({ method: 'POST', url: '/api/facebook', payload: login(true) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('ERR_PLAN_CHANNEL_NOT_ALLOWED');
    expect(await connectionsOf(a.company.id)).toHaveLength(0);

    const onePlan = await createPlan(meta.ctx.db, { users: 5, queues: 5, connections: 1 });
    const b = await companyWithStaff(meta.ctx, { planId: onePlan.id });
    meta.stub.pages = [
      { id: '9401', name: 'P1', access_token: 't1' },
      { id: '9402', name: 'P2', access_token: 't2' },
    ];
    const full = await b.asAdmin({ method: 'POST', url: '/api/facebook', payload: login() });
    expect(full.statusCode).toBe(403);
    expect(full.json().error).toBe('ERR_PLAN_LIMIT_REACHED');
    expect(await connectionsOf(b.company.id)).toHaveLength(0);
  });

  it('refuses a page another company connected (409) and a token Graph refuses (502)', async () => {
    const first = await companyWithStaff(meta.ctx);
    const second = await companyWithStaff(meta.ctx);
    meta.stub.pages = [{ id: '9501', name: 'Disputada', access_token: 't' }];
    expect((await first.asAdmin({ method: 'POST', url: '/api/facebook', payload: login() })).statusCode).toBe(200);
    const clash = await second.asAdmin({ method: 'POST', url: '/api/facebook', payload: login() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('ERR_META_ACCOUNT_IN_USE');
    expect(await connectionsOf(second.company.id)).toHaveLength(0);

    meta.stub.failWith('GET', '/me/accounts', 400, 190);
    const expired = await second.asAdmin({ method: 'POST', url: '/api/facebook', payload: login() });
    expect(expired.statusCode).toBe(502);
    expect(expired.json().error).toBe('ERR_META_GRAPH');
  });

  it('needs connections-page:addConnection and a valid body', async () => {
    const { asUser, asAdmin } = await companyWithStaff(meta.ctx);
    expect((await asUser({ method: 'POST', url: '/api/facebook', payload: login() })).statusCode).toBe(403);
    expect((await meta.ctx.app.inject({ method: 'POST', url: '/api/facebook', payload: login() })).statusCode).toBe(
      401,
    );
    const bad = await asAdmin({ method: 'POST', url: '/api/facebook', payload: { facebookUserId: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(meta.stub.callsTo('GET', '/me/accounts')).toHaveLength(0);
  });

  describe('the Facebook login', () => {
    /** A page as GET /me/accounts lists it, with its linked Instagram account. */
    const pageWithInstagram = (id: string, name: string, instagramId: string, username: string) => ({
      id,
      name,
      access_token: `token-${id}`,
      instagram_business_account: { id: instagramId, username },
    });

    it('lists the pages and Instagram accounts of a login to pick, without their tokens', async () => {
      const { asAdmin, asUser } = await companyWithStaff(meta.ctx);
      meta.stub.pages = [
        pageWithInstagram('9601', 'Loja Sul', '17601', 'loja.sul'),
        { id: '9602', name: 'Loja Leste', access_token: 'token-9602' },
      ];
      const payload = { facebookUserToken: 'sdk-user-token' };
      const response = await asAdmin({ method: 'POST', url: '/api/facebook/pages', payload });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        pages: [
          { id: '9601', name: 'Loja Sul', instagram: { id: '17601', username: 'loja.sul' } },
          { id: '9602', name: 'Loja Leste', instagram: null },
        ],
      });
      expect(response.body).not.toContain('token-96');
      expect(meta.stub.callsTo('GET', '/me/accounts').at(-1)?.token).toBe('sdk-user-token');
      expect((await asUser({ method: 'POST', url: '/api/facebook/pages', payload })).statusCode).toBe(403);
    });

    it('connects only the accounts picked, subscribing the pages they belong to', async () => {
      const { company, asAdmin } = await roomyCompany();
      meta.stub.pages = [
        pageWithInstagram('9701', 'Só Instagram', '17701', 'so.instagram'),
        { id: '9702', name: 'Só Página', access_token: 'token-9702' },
        { id: '9703', name: 'Fora', access_token: 'token-9703' },
      ];
      const response = await asAdmin({
        method: 'POST',
        url: '/api/facebook',
        // 9799 is no account of this login: only ids Graph listed for the user's token are stored.
        payload: { ...login(true), accountIds: ['17701', '9702', '9799'] },
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows = await connectionsOf(company.id);
      expect(rows.map((row) => [row.channel, row.name])).toEqual([
        ['instagram', 'so.instagram'],
        ['facebook', 'Só Página'],
      ]);
      for (const row of rows) expect((await accountOf(row.id))?.verifiedAt).toBeInstanceOf(Date);
      const subscribed = meta.stub.callsTo('POST', /^\/970\d\/subscribed_apps$/).map((call) => call.path);
      expect(subscribed).toEqual(['/9701/subscribed_apps', '/9702/subscribed_apps']);
    });

    it('gives the web the Meta app id and the SDK address as public settings', async () => {
      const read = async (key: string) =>
        (await meta.ctx.app.inject({ method: 'GET', url: `/api/public-settings/${key}` })).json();
      expect(await read('metaAppId')).toEqual({ key: 'metaAppId', value: metaTestAppId });
      expect(await read('metaSdkUrl')).toEqual({
        key: 'metaSdkUrl',
        value: 'https://connect.facebook.net/pt_BR/sdk.js',
      });
    });
  });
});
