import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { efiStubFiles } from '../apps/api/src/billing/providers/efi/test-support/efi-fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the running app, e.g. http://localhost:41234. */
    baseUrl: string;
    /** The first admin (super user of company 1) seeded on the fresh database. */
    adminEmail: string;
    adminPassword: string;
    /** The port the billing spec's Efí stub listens on: the app calls Efí there (EFI_BASE_URL). */
    efiStubPort: number;
  }
}

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const apiDirectory = path.join(repositoryRoot, 'apps/api');
const webDist = path.join(repositoryRoot, 'apps/web/dist/index.html');
const adminEmail = 'admin@admin.com';
const adminPassword = 'E2e-Admin-Pass-2024';
const startTimeoutMs = 60_000;

/**
 * Starts the real app once per run: `node --import tsx apps/api/src/main.ts` on a free port with
 * a throwaway data directory (embedded PostgreSQL inside). Builds nothing: `npm run test:e2e`
 * builds the web app first, and the API serves whatever apps/web/dist holds.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(webDist)) throw new Error(`${webDist} is missing: run \`npm run build\` before the e2e specs`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const efiStubPort = await freePort();
  const output: string[] = [];
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDirectory,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      // The integrations spec's Typebot stub listens on loopback, which the guarded client refuses otherwise.
      ALLOW_PRIVATE_INTEGRATION_URLS: 'true',
      // The billing spec's Efí stub: HTTPS with mutual TLS, its server certificate signed by the test CA.
      EFI_BASE_URL: `https://127.0.0.1:${efiStubPort}`,
      EFI_CA_FILE: efiStubFiles.ca,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const teardown = async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await teardown();
    throw new Error(`The app did not start: ${(error as Error).message}\n${output.join('')}`);
  }

  project.provide('baseUrl', baseUrl);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  project.provide('efiStubPort', efiStubPort);
  return teardown;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the process exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /api/health was not ok within ${startTimeoutMs / 1000} s`);
}

/** SIGTERM lets the app stop its embedded PostgreSQL; SIGKILL only if it hangs. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
