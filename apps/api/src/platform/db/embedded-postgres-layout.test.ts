import { execFileSync } from 'node:child_process';
import { chmod, lstat, mkdir, mkdtemp, readlink, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger/logger';
import { startEmbeddedPostgres } from './embedded-postgres';
import { canReach, platformBinaries } from './embedded-postgres-layout';

const runsAsRoot = process.getuid?.() === 0;

// Root's home folder is mode 700 on most servers: the postgres user the server runs as can reach
// neither node_modules' binaries nor a DATA_DIR under it.
describe.runIf(runsAsRoot)('the embedded PostgreSQL started by root from a mode-700 folder', () => {
  const cleanup: string[] = [];
  afterAll(() => Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('copies the binaries and keeps the data where the postgres user reaches them, and restarts on it', async () => {
    const privateDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-private-'));
    const sharedRoot = await mkdtemp(path.join(tmpdir(), 'chatdesk-shared-'));
    cleanup.push(privateDir, sharedRoot);
    await chmod(privateDir, 0o700);
    // The installed binaries, hard-linked under the private folder as if node_modules lived there.
    const installed = await platformBinaries();
    const nativeDir = path.dirname(path.dirname(installed.postgres));
    const privateNative = path.join(privateDir, 'node_modules', 'native');
    await mkdir(path.dirname(privateNative), { recursive: true });
    execFileSync('cp', ['-al', nativeDir, privateNative]);
    const relocate = (binary: string) => path.join(privateNative, path.relative(nativeDir, binary));
    const binaries = { postgres: relocate(installed.postgres), initdb: relocate(installed.initdb) };
    const postgresUser = {
      uid: Number(execFileSync('id', ['-u', 'postgres'])),
      gid: Number(execFileSync('id', ['-g', 'postgres'])),
    };
    expect(canReach(postgresUser, binaries.postgres)).toBe(false);

    const directory = path.join(privateDir, 'data', 'postgres');
    const options = { directory, password: 'private-pw', logger: createLogger('silent'), binaries, sharedRoot };
    const first = await startEmbeddedPostgres(options);
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query("CREATE TABLE kept AS SELECT 'kept' AS note");
    await client.end();
    await first.stop();

    const second = await startEmbeddedPostgres(options);
    const again = new pg.Client({ connectionString: second.url });
    await again.connect();
    expect((await again.query('SELECT note FROM kept')).rows).toEqual([{ note: 'kept' }]);
    await again.end();
    await second.stop();

    // The private folder keeps its mode; DATA_DIR/postgres links to the cluster under the shared root.
    expect((await stat(privateDir)).mode & 0o777).toBe(0o700);
    expect((await lstat(directory)).isSymbolicLink()).toBe(true);
    expect(path.dirname(await readlink(directory))).toBe(path.join(await realpath(sharedRoot), 'clusters'));
  }, 120_000);
});
