import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { type PostgresBinaries, prepareLayout, type ServerOwner } from './embedded-postgres-layout';
import { stopLeftoverServer } from './embedded-postgres-leftover';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const serverEnv = () => ({ ...process.env, LC_MESSAGES: 'C' });

/**
 * Runs PostgreSQL from the `embedded-postgres` binaries in `directory`, creating the cluster on first
 * use and reusing it afterwards. As root the server runs as the `postgres` system user (see
 * prepareLayout). The server runs in its own process group: a terminal's Ctrl-C reaches only this
 * process, whose ordered shutdown stops PostgreSQL last.
 */
export async function startEmbeddedPostgres(options: {
  directory: string;
  password: string;
  logger: Logger;
  port?: number;
  /** PostgreSQL's shared_buffers (e.g. '2GB'); defaults to an eighth of the machine's memory, at most 2 GB. */
  sharedBuffers?: string;
  /** Where root keeps binaries and clusters the postgres user could not reach otherwise (tests). */
  sharedRoot?: string;
  binaries?: PostgresBinaries;
}): Promise<EmbeddedDatabase> {
  const { directory, password, logger } = options;
  const port = options.port ?? (await findFreePort());
  const layout = await prepareLayout({ directory, logger, binaries: options.binaries, sharedRoot: options.sharedRoot });
  const { binaries, dataDir, owner } = layout;

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    logger.info({ directory }, 'creating embedded PostgreSQL cluster');
    await initialise(binaries.initdb, dataDir, password, owner, logger);
  }
  await stopLeftoverServer(dataDir, logger);
  const server = await runServer(binaries.postgres, owner, logger, [
    ...['-D', dataDir, '-p', String(port)],
    ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'fsync=on'],
    ...['-c', `shared_buffers=${options.sharedBuffers ?? defaultSharedBuffers()}`],
  ]).catch((error: unknown) => {
    throw new Error(`Embedded PostgreSQL did not start in ${directory}: ${String(error)}`);
  });
  logger.info({ port }, 'embedded PostgreSQL started');
  // Synchronous, so it also runs when the process exits on a crash: SIGINT is PostgreSQL's fast shutdown.
  const stopOnExit = () => server.kill('SIGINT');
  process.once('exit', stopOnExit);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      process.off('exit', stopOnExit);
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT');
      await exited;
    },
  };
}

async function initialise(
  initdb: string,
  dataDir: string,
  password: string,
  owner: ServerOwner | undefined,
  logger: Logger,
) {
  // The password goes through a file only the server's user can read, removed right after.
  const secretDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-initdb-'));
  const passwordFile = path.join(secretDir, 'password');
  try {
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    if (owner) await Promise.all([secretDir, passwordFile].map((file) => chown(file, owner.uid, owner.gid)));
    const args = [`--pgdata=${dataDir}`, '--auth=password', '--username=postgres', `--pwfile=${passwordFile}`];
    const child = spawn(initdb, [...args, '--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'], {
      ...owner,
      cwd: '/',
      env: serverEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    logger.debug({ postgres: output.trim() }, 'initdb');
    if (code !== 0) throw new Error(`initdb failed (code ${code}): ${output.trim()}`);
  } finally {
    await rm(secretDir, { recursive: true, force: true });
  }
}

function runServer(postgres: string, owner: ServerOwner | undefined, logger: Logger, args: string[]) {
  const child = spawn(postgres, args, {
    ...owner,
    cwd: '/',
    env: serverEnv(),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise<ChildProcess>((resolve, reject) => {
    let recent = '';
    child.stderr.on('data', (chunk: Buffer) => {
      const message = String(chunk);
      logger.debug({ postgres: message.trim() }, 'embedded postgres');
      recent = (recent + message).slice(-4000);
      if (recent.includes('database system is ready to accept connections')) resolve(child);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`exited (${signal ?? code}): ${recent.trim()}`)));
  });
}

/**
 * PostgreSQL's own default (128 MB) makes a large company's searches read most pages through the
 * kernel on every query; a pool of an eighth of the memory (PostgreSQL's advice is a quarter of a
 * dedicated server's) keeps the hot data in the server. Memory is only taken as pages are used.
 */
export function defaultSharedBuffers(totalBytes = totalmem()): string {
  const megabytes = Math.floor(totalBytes / 8 / 1048576);
  return `${Math.max(128, Math.min(2048, megabytes))}MB`;
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
