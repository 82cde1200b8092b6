import { randomBytes } from 'node:crypto';
import { companyEvent, companyNamespace } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/factories';
import { connectClient, nextEvent, refusal, send } from '../../../test/fixtures/realtime-clients';
import { type GatewayServer, startGatewayServer } from '../../../test/fixtures/realtime-server';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { TokenService } from '../auth/tokens';
import { DomainEvents } from '../events/domain-events';
import { forwardSessionEvents } from './session-events';

let database: TestDatabase;
let server: GatewayServer;
/** A second API process on the same database: its sockets hear of ended sessions only through the adapter. */
let peer: GatewayServer;
const tokens = new TokenService(randomBytes(32).toString('hex'));
/** Stands in for the auth module's registry: the sessions ended so far. */
const endedSessions = new Set<string>();
const events = new DomainEvents();

beforeAll(async () => {
  database = await createTestDatabase();
  const options = {
    db: database.db,
    databaseUrl: database.url,
    tokens,
    sessions: { isActive: async (_companyId: number, sessionId: string) => !endedSessions.has(sessionId) },
  };
  [server, peer] = await Promise.all([startGatewayServer(options), startGatewayServer(options)]);
  forwardSessionEvents(events, server.gateway);
});
afterAll(async () => {
  await server?.close();
  await peer?.close();
  await database?.drop();
});

async function userWithSessions() {
  const company = await createCompany(database.db);
  const user = await createUser(database.db, company.id);
  const tokenOf = (sessionId: string) =>
    tokens.signAccess({ userId: user.id, companyId: company.id, profile: user.profile, isSuper: false, sessionId });
  return { companyId: company.id, userId: user.id, namespace: companyNamespace(company.id), tokenOf };
}

describe('login sessions on sockets', () => {
  it('refuses the token of an ended session with ERR_SESSION_EXPIRED', async () => {
    const { namespace, tokenOf } = await userWithSessions();
    endedSessions.add('ended-session');
    const error = await refusal(server.url, namespace, { token: await tokenOf('ended-session') });
    expect(error.message).toBe('ERR_SESSION_EXPIRED');
    const open = await connectClient(server.url, namespace, { token: await tokenOf('open-session') });
    open.close();
  });

  it('a replacing login tells the old sessions, then disconnects them and keeps the new one', async () => {
    const { companyId, userId, namespace, tokenOf } = await userWithSessions();
    const oldTab = await connectClient(server.url, namespace, { token: await tokenOf('old') });
    const newTab = await connectClient(server.url, namespace, { token: await tokenOf('new') });
    const told = nextEvent(oldTab, companyEvent(companyId, 'auth'));
    const disconnected = new Promise((resolve) => oldTab.once('disconnect', resolve));

    endedSessions.add('old');
    events.publish({ type: 'auth.session-replaced', companyId, userId, sessionId: 'new' });

    expect(await told).toEqual({ action: 'update', user: { id: userId }, sessionId: 'new' });
    expect(await disconnected).toBe('io server disconnect');
    // The new tab is still served.
    expect(await send(newTab, 'joinNotification')).toEqual({ ok: true });
    newTab.close();
  });

  it('ended sessions lose their sockets on every process; other sessions keep theirs', async () => {
    const { companyId, namespace, tokenOf } = await userWithSessions();
    const [here, there, kept] = await Promise.all([
      connectClient(server.url, namespace, { token: await tokenOf('ended-here') }),
      connectClient(peer.url, namespace, { token: await tokenOf('ended-there') }),
      connectClient(peer.url, namespace, { token: await tokenOf('still-open') }),
    ]);
    const dropped = [here, there].map((socket) => new Promise((resolve) => socket.once('disconnect', resolve)));

    events.publish({ type: 'auth.sessions-ended', companyId, sessionIds: ['ended-here', 'ended-there'] });

    expect(await Promise.all(dropped)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await send(kept, 'joinNotification')).toEqual({ ok: true });
    kept.close();
  });
});
