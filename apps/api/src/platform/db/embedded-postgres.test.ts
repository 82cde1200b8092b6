import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger/logger';
import { startEmbeddedPostgres } from './embedded-postgres';

describe('embedded PostgreSQL', () => {
  let directory = '';
  afterAll(() => rm(directory, { recursive: true, force: true }));

  const query = async (url: string, text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };

  it('creates the cluster once, reuses it on the next start and stops cleanly', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'chatdesk-embedded-'));
    const options = { directory: path.join(directory, 'postgres'), password: 'pw-123', logger: createLogger('silent') };

    const first = await startEmbeddedPostgres(options);
    await query(first.url, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('survives restarts')");
    await first.stop();
    await expect(query(first.url, 'SELECT 1')).rejects.toThrow();

    const second = await startEmbeddedPostgres(options);
    expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'survives restarts' }]);
    await second.stop();
  });
});
