import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { TokenService } from '../src/platform/auth/tokens';
import { type Config, loadConfig } from '../src/platform/config/config';
import { createDatabase, type Database } from '../src/platform/db/database';
import { createLogger } from '../src/platform/logger/logger';
import { Metrics } from '../src/platform/metrics/metrics';
import { MediaStorage } from '../src/platform/storage/media-storage';
import { templateDatabaseName, withDatabase } from './database-url';

export interface TestDatabase {
  url: string;
  db: Database;
  drop(): Promise<void>;
}

/** A fresh database for one test file, cloned from the migrated template (milliseconds, not a migration run). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('testServerUrl');
  const name = `chatdesk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const db = createDatabase(url, { poolSize: 5 });
  return {
    url,
    db,
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestContext extends TestDatabase {
  app: FastifyInstance;
  config: Config;
  tokens: TokenService;
  metrics: Metrics;
  storage: MediaStorage;
  dataDir: string;
  close(): Promise<void>;
}

/** A built app (not listening: use `app.inject()`) on a fresh database and a throwaway DATA_DIR. */
export async function createTestContext(environment: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...environment,
  });
  const tokens = new TokenService(randomBytes(32).toString('hex'));
  const metrics = new Metrics();
  const storage = new MediaStorage(dataDir);
  const app = await buildApp({
    config,
    db: database.db,
    logger: createLogger(config.logLevel),
    tokens,
    metrics,
    storage,
  });
  await app.ready();
  return {
    ...database,
    app,
    config,
    tokens,
    metrics,
    storage,
    dataDir,
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
