import { readFileSync } from 'node:fs';
import { readFile, readlink, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * A process killed with SIGKILL leaves its PostgreSQL running (the server runs in its own process
 * group so that a terminal's Ctrl-C reaches only us). Before starting, a postmaster still serving
 * this very data directory is told to shut down (SIGINT, PostgreSQL's fast shutdown) and awaited; a
 * postmaster.pid naming a dead or unrelated process is stale and removed.
 */
export async function stopLeftoverServer(directory: string, logger: Logger, timeoutMs = 30_000): Promise<void> {
  const pidFile = path.join(directory, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => null);
  if (!content) return;
  const [pidLine = '', dataDirLine = ''] = content.split('\n');
  const pid = Number(pidLine);
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
    if (!(await isPostmasterOf(pid, dataDirLine, directory))) {
      throw new Error(`Another PostgreSQL (pid ${pid}) is using ${directory}; stop it or choose another DATA_DIR.`);
    }
    logger.warn({ pid }, 'stopping the PostgreSQL left running by an unclean stop');
    process.kill(pid, 'SIGINT');
    await waitForExit(pid, timeoutMs);
    if (isRunning(pid)) throw new Error(`The PostgreSQL left running in ${directory} (pid ${pid}) did not stop.`);
    if ((await readFile(pidFile, 'utf8').catch(() => null)) === null) return;
  }
  logger.warn({ pidFile }, 'removing stale postmaster.pid left by an unclean stop');
  await rm(pidFile, { force: true });
}

/** The pid is a `postgres` executable whose data directory (line 2 of postmaster.pid) is ours. */
async function isPostmasterOf(pid: number, recordedDirectory: string, directory: string): Promise<boolean> {
  const executable = await readlink(`/proc/${pid}/exe`).catch(() => '');
  if (path.basename(executable.replace(/ \(deleted\)$/, '')) !== 'postgres') return false;
  const [recorded, ours] = await Promise.all([
    realpath(recordedDirectory).catch(() => recordedDirectory),
    realpath(directory).catch(() => directory),
  ]);
  return recorded === ours;
}

/** Alive and not a zombie waiting for its (new) parent to reap it. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return processState(pid) !== 'Z';
}

function processState(pid: number): string | null {
  try {
    // /proc/<pid>/stat: "pid (comm) state ..."; comm may contain spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}
