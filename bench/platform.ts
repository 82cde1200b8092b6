import { companies, users } from '../apps/api/src/db/schema';
import { TokenService } from '../apps/api/src/platform/auth/tokens';
import { loadConfig } from '../apps/api/src/platform/config/config';
import { startPlatform } from '../apps/api/src/server';

export type BenchPlatform = Awaited<ReturnType<typeof startBenchPlatform>>;

/** The real platform plus a company with an attendant, and a way to mint that attendant's token. */
export async function startBenchPlatform(dataDir: string, jwtSecret: string) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: jwtSecret,
    ADMIN_PASSWORD: 'bench-admin-password',
  });
  const platform = await startPlatform(config);
  const attendant = await platform.db.system.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: 'Bench company', dueDate: new Date(Date.now() + 86_400_000 * 30) })
      .returning();
    const [user] = await tx
      .insert(users)
      .values({
        companyId: company?.id ?? 0,
        name: 'Bench attendant',
        email: 'bench@example.com',
        passwordHash: 'unused',
      })
      .returning();
    if (!user) throw new Error('bench user not created');
    return user;
  });
  const tokens = new TokenService(jwtSecret);
  return {
    ...platform,
    attendantToken: () =>
      tokens.signAccess(
        { userId: attendant.id, companyId: attendant.companyId, profile: attendant.profile, isSuper: false },
        3600,
      ),
  };
}
