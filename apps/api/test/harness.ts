import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { BotStage } from '../src/automation/bot-turn';
import type { IntegrationHttp } from '../src/automation/integrations/http/integration-http';
import { createIntegrationHttp } from '../src/automation/integrations/http/safe-http-client';
import { createIntegrationDrivers, type IntegrationDrivers } from '../src/automation/integrations/integration-drivers';
import type { PaymentProvider } from '../src/billing/providers/payment-provider';
import { type Channels, createChannels } from '../src/channels/channels.module';
import { TokenService } from '../src/platform/auth/tokens';
import { type Config, loadConfig } from '../src/platform/config/config';
import { SecretBox } from '../src/platform/crypto/secret-box';
import { createDatabase, type Database } from '../src/platform/db/database';
import { DomainEvents } from '../src/platform/events/domain-events';
import { createJobHandlers, createPlatformJobQueue, type PlatformJobQueue } from '../src/platform/jobs/registry';
import { createLogger } from '../src/platform/logger/logger';
import { Metrics } from '../src/platform/metrics/metrics';
import { MediaStorage } from '../src/platform/storage/media-storage';
import { type RunningPlatform, startPlatform } from '../src/server';
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
  secrets: SecretBox;
  metrics: Metrics;
  storage: MediaStorage;
  dataDir: string;
  events: DomainEvents;
  /** Started, with workers polling every 0.5 s on this test database (no cron, no maintenance). */
  jobs: PlatformJobQueue;
  /** The app's channel runtime, outbound path and sender (also `app.channels`, `app.outbound`). */
  channels: Channels;
  close(): Promise<void>;
}

/** A built app (not listening: use `app.inject()`) on a fresh database and a throwaway DATA_DIR. */
export interface TestContextOptions {
  /** The automation's stages instead of the product's (automation/stages.ts). */
  automationStages?: readonly BotStage[];
  /** The automation's clock instead of the wall clock (business hours, intervals). */
  automationNow?: () => Date;
  /** The flows' randomizer draw instead of Math.random. */
  automationRandom?: () => number;
  /** The integrations' engines instead of the product's (integration-drivers.ts). */
  integrationDrivers?: IntegrationDrivers;
  /** The integrations' HTTP client instead of a guarded one that reaches local stub servers. */
  integrationHttp?: IntegrationHttp;
  /** The payment providers' drivers the app offers (none by default). */
  paymentProviders?: readonly PaymentProvider[];
}

export async function createTestContext(
  environment: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
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
  const logger = createLogger(config.logLevel);
  const events = new DomainEvents({
    onListenerError: (error, event) => logger.error({ err: error, event: event.type }, 'event listener failed'),
  });
  const jobs = createPlatformJobQueue({
    connectionString: database.url,
    logger,
    maintenance: false,
    pollingIntervalSeconds: 0.5,
    poolSize: 2,
  });
  await jobs.start();
  const secrets = new SecretBox(randomBytes(32).toString('hex'));
  // The runtime's engines in tests are local stubs; the app's own calls (testSession, transcription)
  // follow the configuration, so a test can check the address guard through the API.
  const integrationHttp = options.integrationHttp ?? createIntegrationHttp({ allowPrivateUrls: true });
  const appIntegrationHttp =
    options.integrationHttp ?? createIntegrationHttp({ allowPrivateUrls: config.integrations.allowPrivateUrls });
  const channels = createChannels({
    db: database.db,
    events,
    logger,
    storage,
    jobs,
    sandbox: config.sandboxEnabled,
    sendJobDelaySeconds: 1,
    ...(options.automationStages ? { automationStages: options.automationStages } : {}),
    ...(options.automationNow ? { automationNow: options.automationNow } : {}),
    ...(options.automationRandom ? { automationRandom: options.automationRandom } : {}),
    integrations: {
      http: () => integrationHttp,
      secrets,
      drivers:
        options.integrationDrivers ??
        createIntegrationDrivers({
          publicUrl: config.publicUrl,
          integrations: config.integrations,
          http: integrationHttp,
          logger,
        }),
    },
  });
  const invoiceLeadDays = config.billing.invoiceLeadDays;
  await jobs.startWorkers(
    createJobHandlers({ db: database.db, logger, storage, events, channels, jobs, invoiceLeadDays }),
  );
  const app = await buildApp({
    config,
    db: database.db,
    logger,
    tokens,
    metrics,
    storage,
    events,
    channels,
    secrets,
    integrationHttp: appIntegrationHttp,
    ...(options.paymentProviders ? { paymentProviders: options.paymentProviders } : {}),
  });
  await app.ready();
  return {
    ...database,
    app,
    config,
    tokens,
    secrets,
    metrics,
    storage,
    dataDir,
    events,
    jobs,
    channels,
    async close() {
      await channels.runtime.stopAll();
      await app.close();
      await jobs.stop({ graceful: true, timeoutMs: 5_000 });
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The whole platform (startPlatform, as main.ts runs it) listening on a free port, on a fresh database. */
export interface TestPlatform {
  platform: RunningPlatform;
  database: TestDatabase;
  tokens: TokenService;
  /** Stops the platform (once, even if the test already did), drops the database, removes DATA_DIR. */
  close(): Promise<void>;
}

/** `environment` adds to the test configuration; `logDestination` receives the log lines (at LOG_LEVEL). */
export async function startTestPlatform(
  options: { environment?: Record<string, string>; logDestination?: DestinationStream } = {},
): Promise<TestPlatform> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-platform-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const platform = await startPlatform(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      ...options.environment,
    }),
    { logDestination: options.logDestination },
  );
  let stopping: Promise<void> | null = null;
  const stop = platform.stop;
  platform.stop = () => {
    stopping ??= stop();
    return stopping;
  };
  return {
    platform,
    database,
    tokens: new TokenService(jwtSecret),
    async close() {
      await platform.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
