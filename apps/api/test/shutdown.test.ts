import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/platform/db/embedded-postgres';

const apiRoot = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) throw new Error(`exited early with ${child.exitCode}`);
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('never became healthy');
}

/** The app in a child process on a fresh DATA_DIR, healthy; `output()` is everything it printed so far. */
async function startApp(options: { prefix: string; logLevel: string; detached?: boolean }) {
  const dataDir = await mkdtemp(path.join(tmpdir(), options.prefix));
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: options.logLevel,
      ADMIN_PASSWORD: 'shutdown-pass',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own group, as a terminal's foreground job: a signal to the group reaches every process in it.
    detached: options.detached ?? false,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
  return { child, dataDir, exited, output: () => output };
}

describe.each(['SIGTERM', 'SIGINT'] as const)('the process on %s', (signal) => {
  let dataDir = '';
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('closes in order, stops the embedded PostgreSQL and exits 0 without error logs', async () => {
    const app = await startApp({ prefix: 'chatdesk-shutdown-', logLevel: 'warn' });
    dataDir = app.dataDir;
    const startOutput = app.output().length;
    app.child.kill(signal);
    expect(await app.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    // Warnings or errors while shutting down mean something was cut off mid-use (e.g. PostgreSQL
    // stopped first). Start-up warnings (such as an unbuilt SPA on a fresh clone) are not this test's.
    expect(app.output().slice(startOutput)).not.toMatch(/"level":(40|50|60)/);
  }, 60_000);
});

describe('Ctrl-C in a terminal (SIGINT to the whole process group)', () => {
  let dataDir = '';
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('exits 0 and prints one line after the signal, no stack traces', async () => {
    const app = await startApp({ prefix: 'chatdesk-ctrl-c-', logLevel: 'info', detached: true });
    dataDir = app.dataDir;
    // Let the job workers poll and the queue settle, as after a while of use.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const startOutput = app.output().length;
    process.kill(-(app.child.pid as number), 'SIGINT');
    expect(await app.exited).toBe(0);
    const after = app.output().slice(startOutput).trim().split('\n');
    expect(after, after.join('\n')).toHaveLength(1);
  }, 90_000);
});
