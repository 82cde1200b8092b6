import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { companies, users } from '../apps/api/src/db/schema';
import { issueRefreshToken } from '../apps/api/src/modules/auth/session-tokens';
import { TokenService } from '../apps/api/src/platform/auth/tokens';
import { loadConfig } from '../apps/api/src/platform/config/config';
import { createDatabase, type Database } from '../apps/api/src/platform/db/database';
import { startPlatform } from '../apps/api/src/server';
import type { ApiProcessReply, ApiProcessRequest } from './api-process';
import { type CapturedQuery, captureQueries } from './workspace/query-capture';

type User = typeof users.$inferSelect;

/**
 * The platform under load as the bench sees it: its URL, the process that serves it (whose RSS the rows
 * report), a database handle for fixtures and checks, the SQL the API sends while `capture` runs, and
 * tokens of open login sessions.
 */
export interface BenchPlatform {
  url: string;
  /** The process running the API: a child of the bench (`startBenchPlatform`) or the bench itself. */
  pid: number;
  db: Database;
  capture<T>(work: () => Promise<T>): Promise<{ result: T; queries: CapturedQuery[] }>;
  /** Resolves once the API holds no database client (requests abandoned by a finished load are served). */
  idle(): Promise<void>;
  tokenFor(user: Pick<User, 'id' | 'companyId' | 'profile' | 'isSuper'>): Promise<string>;
  attendantToken(): Promise<string>;
  stop(): Promise<void>;
}

/** The settings the bench runs the API with, over `overrides` (suite-specific: the channels suite's Graph stub). */
function benchConfig(dataDir: string, jwtSecret: string, overrides: Record<string, string>) {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    JWT_SECRET: jwtSecret,
    ADMIN_PASSWORD: 'bench-admin-password',
    // The ingestion scenario writes through the simulated phone.
    SANDBOX_ENABLED: 'true',
    // The integrations suite's webhook stub listens on loopback, which the guarded client refuses otherwise.
    ALLOW_PRIVATE_INTEGRATION_URLS: 'true',
    ...overrides,
  });
}

/**
 * The real platform in this process, plus a company with an attendant and a way to mint tokens. The
 * data dir may be a kept one (the generated dataset), so the bench company is found or created. The
 * channels suite, the generator and `bench:serve` use it; `api-process.ts` runs it in the API's child.
 */
export async function startInProcessPlatform(
  dataDir: string,
  jwtSecret: string,
  overrides: Record<string, string> = {},
): Promise<BenchPlatform & { databaseUrl: string; recorder(): ReturnType<typeof captureQueries> }> {
  const platform = await startPlatform(benchConfig(dataDir, jwtSecret, overrides));
  // Installed on the first capture: until then the pool's clients run unwrapped.
  let installed: ReturnType<typeof captureQueries> | undefined;
  const recorder = () => {
    installed ??= captureQueries(platform.db.pool);
    return installed;
  };
  return {
    ...(await withTokens(platform.db, jwtSecret)),
    url: platform.url,
    pid: process.pid,
    db: platform.db,
    databaseUrl: String(platform.db.pool.options.connectionString),
    recorder,
    capture: (work) => recorder().during(work),
    idle: () => waitForIdlePool(platform.db),
    stop: () => platform.stop(),
  };
}

const apiProcessEntry = new URL('./api-process.ts', import.meta.url);

/**
 * The real platform in a child process of its own (`api-process.ts`, run with this process's node
 * flags, those of `npm start`), so the bench's harness and load generators share neither its event loop
 * nor its memory, and its RSS is the API's alone. This process reaches the same database through a small
 * pool of its own for fixtures and checks; the SQL capture and the idle wait ask the child over IPC.
 * BENCH_API_NODE_FLAGS adds node flags to the child (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
export async function startBenchPlatform(dataDir: string, jwtSecret: string): Promise<BenchPlatform> {
  const extraFlags = (process.env.BENCH_API_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const child = fork(apiProcessEntry, [], {
    execArgv: [...process.execArgv, ...extraFlags],
    env: { ...process.env, BENCH_API_DATA_DIR: dataDir, BENCH_API_JWT_SECRET: jwtSecret },
    serialization: 'advanced',
  });
  const ask = askOver(child);
  const ready = await ask({ type: 'start' });
  if (ready.type !== 'started') throw new Error('the API process did not start');
  const db = createDatabase(ready.databaseUrl, { poolSize: 4 });
  let stopping: Promise<void> | undefined;
  return {
    ...(await withTokens(db, jwtSecret)),
    url: ready.url,
    pid: child.pid as number,
    db,
    async capture(work) {
      await ask({ type: 'capture-start' });
      const outcome = await work().then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      );
      const stopped = await ask({ type: 'capture-stop' });
      if ('error' in outcome) throw outcome.error;
      return { result: outcome.result, queries: stopped.type === 'captured' ? stopped.queries : [] };
    },
    idle: async () => {
      await ask({ type: 'idle' });
    },
    stop() {
      stopping ??= (async () => {
        await db.close();
        const exited = new Promise((resolve) => child.once('exit', resolve));
        if (child.exitCode === null) child.send({ type: 'stop' } satisfies ApiProcessRequest);
        await exited;
      })();
      return stopping;
    },
  };
}

/** Requests to the API's child, each answered by the reply with its id; a child that exits fails what is pending. */
function askOver(child: ChildProcess) {
  let next = 0;
  const pending = new Map<number, { resolve(reply: ApiProcessReply): void; reject(error: Error): void }>();
  child.on('message', (message: ApiProcessReply & { id: number }) => {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.type === 'failed') waiting?.reject(new Error(`the API process: ${message.error}`));
    else waiting?.resolve(message);
  });
  child.once('exit', (code) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`the API process exited (${code})`));
    pending.clear();
  });
  return (request: ApiProcessRequest): Promise<ApiProcessReply> =>
    new Promise((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve, reject });
      child.send({ ...request, id });
    });
}

/** Tokens of open login sessions, as a login hands out (the session check refuses any other). */
async function withTokens(db: Database, jwtSecret: string) {
  const attendant = await ensureBenchAttendant(db);
  const tokens = new TokenService(jwtSecret);
  const tokenFor = async (user: Pick<User, 'id' | 'companyId' | 'profile' | 'isSuper'>) => {
    const sessionId = randomUUID();
    await db.system.transaction((tx) =>
      issueRefreshToken(tx, { companyId: user.companyId, userId: user.id, sessionId }),
    );
    const { id: userId, companyId, profile, isSuper } = user;
    return tokens.signAccess({ userId, companyId, profile, isSuper, sessionId }, 3600);
  };
  return { tokenFor, attendantToken: () => tokenFor(attendant) };
}

async function ensureBenchAttendant(db: Database): Promise<User> {
  return db.system.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: 'Bench company', dueDate: new Date(Date.now() + 86_400_000 * 30) })
      .onConflictDoUpdate({ target: companies.name, set: { dueDate: sql`excluded.due_date` } })
      .returning();
    if (!company) throw new Error('bench company not created');
    const [existing] = await tx.select().from(users).where(eq(users.email, 'bench@example.com'));
    if (existing) return existing;
    const [user] = await tx
      .insert(users)
      .values({ companyId: company.id, name: 'Bench attendant', email: 'bench@example.com', passwordHash: 'unused' })
      .returning();
    if (!user) throw new Error('bench user not created');
    return user;
  });
}

/**
 * Requests abandoned when the previous load ended are still being served for a while; this waits
 * until no database client of the API's pool has been checked out for 300 ms (at most a minute).
 */
async function waitForIdlePool(db: Database) {
  const { pool } = db;
  const deadline = Date.now() + 60_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pool.totalCount - pool.idleCount > 0 || pool.waitingCount > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 300) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
