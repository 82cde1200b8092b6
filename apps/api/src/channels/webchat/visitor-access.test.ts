import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type WebchatSession, webchatNamespace, webchatSocketPath } from '@chatdesk/contracts';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection } from '../../../test/factories';
import { startTestPlatform, type TestContext, type TestPlatform } from '../../../test/harness';
import { SecretBox } from '../../platform/crypto/secret-box';
import { createLogger } from '../../platform/logger/logger';
import { createWebchatDriver } from './webchat-driver';
import { createWebchatGateway, type WebchatGateway } from './webchat-gateway';

/**
 * Visitors lose their socket when their access goes away, on every API process: the platform as
 * server.ts wires it (process 1) plus a second visitor gateway on its own HTTP server and the same
 * database (process 2), joined by the cluster adapter.
 */
const shop = 'https://shop.example';
const blog = 'https://blog.example';
const eventually = { timeout: 15_000, interval: 50 };
let testPlatform: TestPlatform;
let desk: Awaited<ReturnType<typeof companyWithStaff>>;
let secondServer: Server;
let secondGateway: WebchatGateway;
const urls = { first: '', second: '' };
const sockets: Socket[] = [];

beforeAll(async () => {
  testPlatform = await startTestPlatform();
  const { platform, tokens, database } = testPlatform;
  urls.first = platform.url;
  desk = await companyWithStaff({ db: database.db, tokens, app: platform.app } as unknown as TestContext);
  secondServer = createServer();
  await new Promise<void>((resolve) => secondServer.listen(0, '127.0.0.1', resolve));
  const address = secondServer.address();
  urls.second = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  secondGateway = await createWebchatGateway({
    httpServer: secondServer,
    db: database.db,
    secrets: new SecretBox(randomBytes(32).toString('hex')),
    sink: platform.app.channels,
    driver: createWebchatDriver(platform.app.channels, { db: database.db }),
    databaseUrl: database.url,
    logger: createLogger('silent'),
  });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await secondGateway?.close();
  secondServer?.close();
  await testPlatform?.close();
});

async function webchatConnection(allowedOrigins: string[]) {
  const { id } = await createConnection(testPlatform.database.db, desk.company.id, { channel: 'webchat' });
  const saved = await desk.asAdmin({ method: 'PUT', url: `/api/webchat/settings/${id}`, payload: { allowedOrigins } });
  return { id, widgetKey: saved.json().widgetKey as string };
}

interface Visit {
  socket: Socket;
  /** Why the server ended the socket, once it did. */
  endedBy: string | null;
}

/** A visitor from `origin` on one of the two processes; rejects with the refusal code. */
function visit(process: keyof typeof urls, widgetKey: string, origin: string): Promise<Visit> {
  const socket = connectClient(`${urls[process]}${webchatNamespace}`, {
    path: webchatSocketPath,
    transports: ['websocket'],
    auth: { key: widgetKey },
    extraHeaders: { origin },
    reconnection: false,
  });
  sockets.push(socket);
  const visit: Visit = { socket, endedBy: null };
  socket.on('disconnect', (reason) => {
    visit.endedBy = reason;
  });
  return new Promise((resolve, reject) => {
    socket.on('session', (_session: WebchatSession) => resolve(visit));
    socket.on('connect_error', reject);
  });
}

const refusalOf = (process: keyof typeof urls, widgetKey: string, origin: string) =>
  visit(process, widgetKey, origin).then(
    () => 'connected',
    (error: Error) => error.message,
  );

/** Lets a broadcast that should not reach a socket have its chance to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('visitors losing their access', () => {
  it('removing an origin disconnects its visitors on every process; the other origin stays', async () => {
    const { id, widgetKey } = await webchatConnection([shop, blog]);
    const [shopHere, blogHere, shopThere, blogThere] = await Promise.all([
      visit('first', widgetKey, shop),
      visit('first', widgetKey, blog),
      visit('second', widgetKey, shop),
      visit('second', widgetKey, blog),
    ]);
    const saved = await desk.asAdmin({
      method: 'PUT',
      url: `/api/webchat/settings/${id}`,
      payload: { allowedOrigins: [shop] },
    });
    expect(saved.statusCode).toBe(200);
    await vi.waitFor(() => {
      expect(blogHere.endedBy).toBe('io server disconnect');
      expect(blogThere.endedBy).toBe('io server disconnect');
    }, eventually);
    await settle();
    expect([shopHere.socket.connected, shopThere.socket.connected]).toEqual([true, true]);
    const reply = await shopHere.socket
      .timeout(10_000)
      .emitWithAck('message', { clientId: 'acc-aaaaaa1', body: 'ainda aqui' });
    expect(reply).toMatchObject({ ok: true });
    expect(await refusalOf('second', widgetKey, blog)).toBe('ERR_WEBCHAT_ORIGIN_REFUSED');

    // Saving other fields keeps everyone connected.
    await desk.asAdmin({ method: 'PUT', url: `/api/webchat/settings/${id}`, payload: { title: 'Loja' } });
    await settle();
    expect([shopHere.socket.connected, shopThere.socket.connected]).toEqual([true, true]);
  });

  it('rotating the widget key disconnects every visitor; the old key stops working, the new one works', async () => {
    const { id, widgetKey } = await webchatConnection([shop]);
    const here = await visit('first', widgetKey, shop);
    const there = await visit('second', widgetKey, shop);
    const rotated = await desk.asAdmin({ method: 'POST', url: `/api/webchat/settings/${id}/widget-key` });
    expect(rotated.statusCode).toBe(200);
    const { widgetKey: newKey } = rotated.json();
    expect(newKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newKey).not.toBe(widgetKey);
    await vi.waitFor(
      () => expect([here.endedBy, there.endedBy]).toEqual(['io server disconnect', 'io server disconnect']),
      eventually,
    );
    expect(await refusalOf('first', widgetKey, shop)).toBe('ERR_NOT_FOUND');
    expect(await refusalOf('second', newKey, shop)).toBe('connected');
  });

  it('rotation is for managers of the company only', async () => {
    const { id } = await webchatConnection([shop]);
    const url = `/api/webchat/settings/${id}/widget-key`;
    expect((await desk.asUser({ method: 'POST', url })).statusCode).toBe(403);
    const { platform, tokens, database } = testPlatform;
    const stranger = await companyWithStaff({ db: database.db, tokens, app: platform.app } as unknown as TestContext);
    const foreign = await stranger.asAdmin({ method: 'POST', url });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('ERR_NO_WAPP_FOUND');
  });

  it("deleting the connection disconnects its visitors and no other connection's", async () => {
    const doomed = await webchatConnection([shop]);
    const kept = await webchatConnection([shop]);
    const leaving = await visit('second', doomed.widgetKey, shop);
    const staying = await visit('second', kept.widgetKey, shop);
    const deleted = await desk.asAdmin({ method: 'DELETE', url: `/api/whatsapp/${doomed.id}` });
    expect(deleted.statusCode).toBe(204);
    await vi.waitFor(() => expect(leaving.endedBy).toBe('io server disconnect'), eventually);
    await settle();
    expect(staying.socket.connected).toBe(true);
  });
});
