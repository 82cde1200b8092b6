import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { companies, users } from '../apps/api/src/db/schema';
import { issueRefreshToken } from '../apps/api/src/modules/auth/session-tokens';
import { TokenService } from '../apps/api/src/platform/auth/tokens';
import { loadConfig } from '../apps/api/src/platform/config/config';
import type { Database } from '../apps/api/src/platform/db/database';
import { startPlatform } from '../apps/api/src/server';

export type BenchPlatform = Awaited<ReturnType<typeof startBenchPlatform>>;
type User = typeof users.$inferSelect;

/**
 * The real platform plus a company with an attendant, and a way to mint tokens. The data dir may be
 * a kept one (the generated dataset), so the bench company is found or created.
 */
export async function startBenchPlatform(dataDir: string, jwtSecret: string, overrides: Record<string, string> = {}) {
  const config = loadConfig({
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
    // Suite-specific settings (the channels suite's Graph stub and external API rate).
    ...overrides,
  });
  const platform = await startPlatform(config);
  const attendant = await ensureBenchAttendant(platform.db);
  const tokens = new TokenService(jwtSecret);
  // A token of an open login session, as a login hands out (the session check refuses any other).
  const tokenFor = async (user: Pick<User, 'id' | 'companyId' | 'profile' | 'isSuper'>) => {
    const sessionId = randomUUID();
    await platform.db.system.transaction((tx) =>
      issueRefreshToken(tx, { companyId: user.companyId, userId: user.id, sessionId }),
    );
    const { id: userId, companyId, profile, isSuper } = user;
    return tokens.signAccess({ userId, companyId, profile, isSuper, sessionId }, 3600);
  };
  return { ...platform, tokenFor, attendantToken: () => tokenFor(attendant) };
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
