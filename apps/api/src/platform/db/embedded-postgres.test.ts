import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger/logger';
import { defaultSharedBuffers, startEmbeddedPostgres } from './embedded-postgres';
import { isRunning } from './embedded-postgres-leftover';

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
    const child = startFixture(cluster);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(await child.ready).toBe(true);
    expect(code).not.toBe(0);
    await vi.waitFor(() => expect(existsSync(path.join(cluster, 'postmaster.pid'))).toBe(false), { timeout: 15_000 });
    await rm(crashDir, { recursive: true, force: true });
  }, 60_000);

  it('after a SIGKILL, stops the PostgreSQL left running on the same data directory and starts', async () => {
    const killDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-kill-'));
    const cluster = path.join(killDir, 'postgres');
    const child = startFixture(cluster, 'wait');
    expect(await child.ready).toBe(true);
    const leftover = Number((await readFile(path.join(cluster, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(isRunning(leftover)).toBe(true);

    const restarted = await startEmbeddedPostgres({
      directory: cluster,
      password: 'crash-test',
      logger: createLogger('silent'),
    });
    expect(isRunning(leftover)).toBe(false);
    expect(await query(restarted.url, 'SELECT 1 AS up')).toEqual([{ up: 1 }]);
    await restarted.stop();
    await rm(killDir, { recursive: true, force: true });
  }, 60_000);
});

/** The fixture in a child process; `ready` resolves once it reports the server started (false if it never does). */
function startFixture(cluster: string, mode?: 'wait') {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/fixtures/crash-after-start.ts', cluster, ...(mode ? [mode] : [])],
    { cwd: path.resolve(import.meta.dirname, '../../..'), stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const ready = new Promise<boolean>((resolve) => {
    child.stdout?.on('data', (chunk) => String(chunk).includes('ready') && resolve(true));
    child.on('exit', () => resolve(false));
  });
  return Object.assign(child, { ready });
}

describe('defaultSharedBuffers', () => {
  it('is an eighth of the memory, between 128 MB and 2 GB', () => {
    const gib = 1024 ** 3;
    expect(defaultSharedBuffers(4 * gib)).toBe('512MB');
    expect(defaultSharedBuffers(24 * gib)).toBe('2048MB');
    expect(defaultSharedBuffers(0.5 * gib)).toBe('128MB');
  });
});
