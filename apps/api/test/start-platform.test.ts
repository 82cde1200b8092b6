import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, plans, users } from '../src/db/schema';
import { platformDueDate } from '../src/db/seed/seed-platform';
import { verifyPassword } from '../src/platform/auth/passwords';
import { loadConfig } from '../src/platform/config/config';
import { startPlatform } from '../src/server';
import { createTestDatabase, type TestDatabase } from './harness';

describe('startPlatform on an existing database (DATABASE_URL)', () => {
  let database: TestDatabase;
  let dataDir: string;
  const config = () =>
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'Owner@Example.com',
      WEB_DIST_DIR: path.join(dataDir, 'none'),
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-start-'));
  });
  afterAll(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds company 1 (never expiring), a default plan and the super user once', async () => {
    const first = await startPlatform(config());
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    await first.stop();
    const second = await startPlatform(config());
    await second.stop();

    const seeded = await database.db.system.transaction(async (tx) => ({
      companies: await tx.select().from(companies),
      plans: await tx.select().from(plans),
      admins: await tx.select().from(users).where(eq(users.isSuper, true)),
    }));
    expect(seeded.companies).toHaveLength(1);
    expect(seeded.companies[0]?.id).toBe(1);
    expect(seeded.companies[0]?.dueDate?.toISOString()).toBe(platformDueDate.toISOString());
    expect(seeded.plans).toHaveLength(1);
    expect(seeded.admins).toHaveLength(1);
    expect(seeded.admins[0]?.email).toBe('owner@example.com');
    expect(seeded.admins[0]?.profile).toBe('admin');

    // No ADMIN_PASSWORD: a random one was generated, saved with mode 600, and it is the real password.
    const passwordFile = path.join(dataDir, 'initial-admin-password');
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
    const password = (await readFile(passwordFile, 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(await verifyPassword(seeded.admins[0]?.passwordHash ?? '', password)).toBe(true);
    expect((await stat(path.join(dataDir, 'secrets.json'))).mode & 0o777).toBe(0o600);
  });
});
