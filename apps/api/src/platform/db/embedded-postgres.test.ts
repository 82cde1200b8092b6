import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger/logger';
import { defaultSharedBuffers, startEmbeddedPostgres } from './embedded-postgres';

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

    const first = await startEmbeddedPostgres({ ...options, sharedBuffers: '48MB' });
    await query(first.url, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('survives restarts')");
    expect(await query(first.url, 'SHOW shared_buffers')).toEqual([{ shared_buffers: '48MB' }]);
    await first.stop();
    await expect(query(first.url, 'SELECT 1')).rejects.toThrow();

    const second = await startEmbeddedPostgres(options);
    expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'survives restarts' }]);
    await second.stop();
  });

  it('stops the server when its process crashes without stopping it', async () => {
    const crashDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-crash-'));
    const cluster = path.join(crashDir, 'postgres');
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/crash-after-start.ts', cluster], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let ready = false;
    child.stdout?.on('data', (chunk) => {
      ready ||= String(chunk).includes('ready');
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(ready).toBe(true);
    expect(code).not.toBe(0);
    await vi.waitFor(() => expect(existsSync(path.join(cluster, 'postmaster.pid'))).toBe(false), { timeout: 15_000 });
    await rm(crashDir, { recursive: true, force: true });
  }, 60_000);
});

describe('defaultSharedBuffers', () => {
  it('is an eighth of the memory, between 128 MB and 2 GB', () => {
    const gib = 1024 ** 3;
    expect(defaultSharedBuffers(4 * gib)).toBe('512MB');
    expect(defaultSharedBuffers(24 * gib)).toBe('2048MB');
    expect(defaultSharedBuffers(0.5 * gib)).toBe('128MB');
  });
});
