import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createConnection } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { SessionLease } from './session-lease';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('session lease', () => {
  let database: TestDatabase;
  let companyId: number;
  const newConnection = async () => (await createConnection(database.db, companyId, { channel: 'whatsapp' })).id;

  beforeAll(async () => {
    database = await createTestDatabase();
    companyId = (await createCompany(database.db)).id;
  });
  afterAll(async () => database.drop());

  it('lets one holder in at a time and the other take over only after expiry', async () => {
    const id = await newConnection();
    const a = new SessionLease(database.db, { ttlSeconds: 1 });
    const b = new SessionLease(database.db, { ttlSeconds: 1 });
    expect(await a.acquire(id)).toBe(true);
    expect(await b.acquire(id)).toBe(false);
    expect(await a.acquire(id)).toBe(true); // re-acquiring our own lease extends it
    expect(await a.holderOf(id)).toBe(a.holderId);
    await sleep(1200);
    expect(await a.holderOf(id)).toBeNull();
    expect(await b.acquire(id)).toBe(true);
    expect(await a.renew(id)).toBe(false);
    expect(await b.holderOf(id)).toBe(b.holderId);
  });

  it('keeps a held lease alive by renewal and frees it on release', async () => {
    const id = await newConnection();
    const a = new SessionLease(database.db, { ttlSeconds: 1, renewEveryMs: 200 });
    const b = new SessionLease(database.db, { ttlSeconds: 1 });
    const held = await a.hold(id, () => undefined);
    expect(held).not.toBeNull();
    expect(await b.hold(id, () => undefined)).toBeNull();
    await sleep(1500); // past the ttl: only the renewals keep it
    expect(await b.acquire(id)).toBe(false);
    await held?.release();
    expect(a.heldIds()).toEqual([]);
    expect(await b.acquire(id)).toBe(true);
  });

  it('tells a holder that lost its lease (it stalled past the ttl and another took it)', async () => {
    const id = await newConnection();
    const a = new SessionLease(database.db, { ttlSeconds: 1, renewEveryMs: 300 });
    const b = new SessionLease(database.db, { ttlSeconds: 5 });
    let lost = 0;
    await a.hold(id, () => lost++);
    // Simulate a stall: the row expires without a renewal, then b takes it.
    await database.db.system.transaction((tx) =>
      tx.execute(
        `UPDATE channel_session_leases SET expires_at = now() - interval '1 second' WHERE whatsapp_id = ${id}`,
      ),
    );
    expect(await b.acquire(id)).toBe(true);
    await sleep(700);
    expect(lost).toBe(1);
    expect(a.heldIds()).toEqual([]);
    expect(await b.holderOf(id)).toBe(b.holderId);
  });

  it('across processes: a second process is refused, then takes over once the first dies', async () => {
    const id = await newConnection();
    const script = path.join(import.meta.dirname, 'session-lease.child.test-support.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, database.url, String(id), '1'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = once(child, 'exit');
    try {
      const [first] = (await once(child.stdout, 'data')) as [Buffer];
      expect(first.toString().trim()).toBe('held');
      const here = new SessionLease(database.db, { ttlSeconds: 1 });
      await sleep(1500); // the child keeps renewing past its ttl
      expect(await here.acquire(id)).toBe(false);
      child.kill('SIGKILL');
      await exited;
      await sleep(1200);
      expect(await here.acquire(id)).toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  }, 20_000);
});
