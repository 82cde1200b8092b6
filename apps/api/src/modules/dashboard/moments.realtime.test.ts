import { companyEvent, companyNamespace } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, sessionToken } from '../../../test/factories';
import { type ClientSocket, connectClient, nextEvent, send } from '../../../test/fixtures/realtime-clients';
import { startTestPlatform, type TestPlatform } from '../../../test/harness';

/** The panel's presence room through the real wiring (server.ts). */
let testPlatform: TestPlatform;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  testPlatform = await startTestPlatform();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await testPlatform?.close();
});

async function socketOf(user: Awaited<ReturnType<typeof createUser>>) {
  const { database, tokens, platform } = testPlatform;
  const socket = await connectClient(platform.url, companyNamespace(user.companyId), {
    token: await sessionToken({ db: database.db, tokens }, user),
  });
  sockets.push(socket);
  return socket;
}

describe('joinMoments (the real-time panel room)', () => {
  it('lets in admins and allowRealTime users, who then hear who comes online and goes offline', async () => {
    const { db } = testPlatform.database;
    const company = await createCompany(db);
    const admin = await socketOf(await createUser(db, company.id, { profile: 'admin' }));
    const panel = await socketOf(await createUser(db, company.id, { allowRealTime: 'enabled' }));
    const plain = await socketOf(await createUser(db, company.id));
    expect(await send(admin, 'joinMoments')).toEqual({ ok: true });
    expect(await send(panel, 'joinMoments')).toEqual({ ok: true });
    expect(await send(plain, 'joinMoments')).toEqual({ ok: false, error: 'ERR_NO_PERMISSION' });

    const attendant = await createUser(db, company.id);
    const event = companyEvent(company.id, 'user');
    const about = (online: boolean) => (payload: unknown) =>
      (payload as { userId?: number }).userId === attendant.id && (payload as { online?: boolean }).online === online;
    const online = nextEvent(panel, event, about(true));
    const attendantSocket = await socketOf(attendant);
    expect(await online).toEqual({ action: 'presence', userId: attendant.id, online: true });
    const offline = nextEvent(admin, event, about(false));
    attendantSocket.close();
    expect(await offline).toEqual({ action: 'presence', userId: attendant.id, online: false });
  });

  it("another company's panel hears nothing of this company's users", async () => {
    const { db } = testPlatform.database;
    const acme = await createCompany(db);
    const globex = await createCompany(db);
    const globexUser = await createUser(db, globex.id, { profile: 'admin' });
    const globexAdmin = await socketOf(globexUser);
    expect(await send(globexAdmin, 'joinMoments')).toEqual({ ok: true });
    const heard: unknown[] = [];
    // Its own coming online may be told after it joined: that is its company's news, not acme's.
    globexAdmin.onAny((_event: string, payload: unknown) => {
      if ((payload as { userId?: number }).userId !== globexUser.id) heard.push(payload);
    });
    const acmeAdmin = await socketOf(await createUser(db, acme.id, { profile: 'admin' }));
    expect(await send(acmeAdmin, 'joinMoments')).toEqual({ ok: true });
    const newcomer = await createUser(db, acme.id);
    const arrived = nextEvent(
      acmeAdmin,
      companyEvent(acme.id, 'user'),
      (p) => (p as { userId?: number }).userId === newcomer.id,
    );
    await socketOf(newcomer);
    await arrived;
    expect(heard).toEqual([]);
  });
});
