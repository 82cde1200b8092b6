import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/platform/db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/platform/db/embedded-postgres';
import { migrateDatabase } from '../src/platform/db/migrate';
import { createLogger } from '../src/platform/logger/logger';
import { templateDatabaseName, withDatabase } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL (any database); tests clone `templateDatabaseName` from it. */
    testServerUrl: string;
  }
}

/**
 * Once per run: a PostgreSQL server (embedded in a throwaway directory, or the one in
 * DATABASE_URL) with a migrated template database that every test file clones.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let directory: string | null = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    directory = await mkdtemp(path.join(tmpdir(), 'chatdesk-test-pg-'));
    embedded = await startEmbeddedPostgres({
      directory: path.join(directory, 'pg'),
      password: 'test-password',
      logger: createLogger('warn'),
    });
    serverUrl = embedded.url;
  }

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDatabaseName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${templateDatabaseName}`);
  await admin.end();

  const template = createDatabase(withDatabase(serverUrl, templateDatabaseName), { poolSize: 2 });
  await migrateDatabase(template.pool);
  await template.close();

  project.provide('testServerUrl', serverUrl);
  return async () => {
    await embedded?.stop();
    if (directory) await rm(directory, { recursive: true, force: true });
  };
}
