import { companyEvent, companyNamespace } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, sessionToken } from '../../../test/factories';
import { connectClient, nextEvent, refusal } from '../../../test/fixtures/realtime-clients';
import { startTestPlatform, type TestDatabase, type TestPlatform } from '../../../test/harness';
import { login } from '../../modules/auth/auth.test-support';
import type { RunningPlatform } from '../../server';
import type { TokenService } from '../auth/tokens';

describe('the gateway inside startPlatform', () => {
  let testPlatform: TestPlatform;
  let platform: RunningPlatform;
  let database: TestDatabase;
  let tokens: TokenService;

  beforeAll(async () => {
    testPlatform = await startTestPlatform();
    ({ platform, database, tokens } = testPlatform);
  });
  afterAll(async () => {
    await testPlatform?.close();
  });

  async function companyUser() {
    const company = await createCompany(database.db);
    const user = await createUser(database.db, company.id);
    return { company, user, namespace: companyNamespace(company.id) };
  }

  it('serves /socket.io beside the HTTP routes', async () => {
    expect(platform.realtime.adapterKind).toBe('postgres');
    const { company, user, namespace } = await companyUser();
    const token = await sessionToken({ db: database.db, tokens }, user);
    const socket = await connectClient(platform.url, namespace, { token });
    expect((await fetch(`${platform.url}/api/health`)).status).toBe(200);

    const event = companyEvent(company.id, 'settings');
    const received = nextEvent(socket, event);
    platform.realtime.emitToCompany(company.id, event, { action: 'update' });
    expect(await received).toEqual({ action: 'update' });
    socket.close();
  });

  it("a second login tells the first session's socket, disconnects it, and its token cannot reconnect", async () => {
    const { company, user, namespace } = await companyUser();
    const firstToken = (await login(platform.app, user.email)).json().token as string;
    const firstTab = await connectClient(platform.url, namespace, { token: firstToken });
    const told = nextEvent(firstTab, companyEvent(company.id, 'auth'));
    const dropped = new Promise((resolve) => firstTab.once('disconnect', resolve));

    expect((await login(platform.app, user.email)).statusCode).toBe(200);
    expect(await told).toMatchObject({ action: 'update', user: { id: user.id } });
    expect(await dropped).toBe('io server disconnect');
    expect((await refusal(platform.url, namespace, { token: firstToken })).message).toBe('ERR_SESSION_EXPIRED');
  });

  it('stops with a socket still open', async () => {
    const { user, namespace } = await companyUser();
    const socket = await connectClient(platform.url, namespace, {
      token: await sessionToken({ db: database.db, tokens }, user),
    });
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    await platform.stop();
    // A transport close, not a server disconnect: a real client reconnects, to another process.
    expect(await disconnected).toBe('transport close');
  });
});
