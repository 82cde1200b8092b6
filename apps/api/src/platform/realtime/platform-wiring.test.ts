import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { companyEvent, companyNamespace } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, mintToken } from '../../../test/factories';
import { connectClient, nextEvent, refusal } from '../../../test/fixtures/realtime-clients';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { login } from '../../modules/auth/auth.test-support';
import { type RunningPlatform, startPlatform } from '../../server';
import { TokenService } from '../auth/tokens';
import { loadConfig } from '../config/config';

describe('the gateway inside startPlatform', () => {
  let database: TestDatabase;
  let dataDir: string;
  let platform: RunningPlatform;
  let stopped = false;
  const jwtSecret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-realtime-'));
    platform = await startPlatform(
      loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: path.join(dataDir, 'none'),
      }),
    );
  });
  afterAll(async () => {
    if (platform && !stopped) await platform.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function companyUser() {
    const company = await createCompany(database.db);
    const user = await createUser(database.db, company.id);
    return { company, user, namespace: companyNamespace(company.id) };
  }

  it('serves /socket.io beside the HTTP routes', async () => {
    expect(platform.realtime.adapterKind).toBe('postgres');
    const { company, user, namespace } = await companyUser();
    const token = await mintToken(new TokenService(jwtSecret), user);
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
      token: await mintToken(new TokenService(jwtSecret), user),
    });
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    stopped = true;
    await platform.stop();
    // A transport close, not a server disconnect: a real client reconnects, to another process.
    expect(await disconnected).toBe('transport close');
  });
});
