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

describe.each(['SIGTERM', 'SIGINT'] as const)('the process on %s', (signal) => {
  let dataDir = '';
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('closes in order, stops the embedded PostgreSQL and exits 0 without error logs', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-shutdown-'));
    const port = await findFreePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'shutdown-pass',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);

    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const startOutput = output.length;
    child.kill(signal);
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    // Warnings or errors while shutting down mean something was cut off mid-use (e.g. PostgreSQL
    // stopped first). Start-up warnings (such as an unbuilt SPA on a fresh clone) are not this test's.
    expect(output.slice(startOutput)).not.toMatch(/"level":(40|50|60)/);
  }, 60_000);
});

describe('Ctrl-C in a terminal (SIGINT to the whole process group)', () => {
  let dataDir = '';
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('exits 0 and prints one line after the signal, no stack traces', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-ctrl-c-'));
    const port = await findFreePort();
    // Its own group, as a terminal's foreground job: the signal reaches every process in it.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: 'ctrl-c-pass', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
    // Let the job workers poll and the queue settle, as after a while of use.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const startOutput = output.length;
    process.kill(-(child.pid as number), 'SIGINT');
    expect(await exited).toBe(0);
    const after = output.slice(startOutput).trim().split('\n');
    expect(after, after.join('\n')).toHaveLength(1);
  }, 90_000);
});
