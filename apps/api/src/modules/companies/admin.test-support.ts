import { eq } from 'drizzle-orm';
import { clientFor, companyWithStaff } from '../../../test/clients';
import type { TestContext } from '../../../test/harness';
import { users } from '../../db/schema';
import { seedPlatform } from '../../db/seed/seed-platform';
import { createLogger } from '../../platform/logger/logger';

/** Helpers shared by the companies, plans, helps, settings and invoices integration tests. */

/** The seeded platform (company 1, its plan, the super user, global settings) plus two tenants. */
export async function platformWithTenants(ctx: TestContext) {
  await seedPlatform(
    ctx.db,
    { adminEmail: 'root@example.com', adminPassword: 'root-password', dataDir: ctx.dataDir },
    createLogger('silent'),
  );
  const [superUser] = await ctx.db.system.transaction((tx) => tx.select().from(users).where(eq(users.companyId, 1)));
  if (!superUser) throw new Error('seed created no super user');
  return {
    superUser,
    asSuper: await clientFor(ctx, superUser),
    anonymous: await clientFor(ctx, null),
    acme: await companyWithStaff(ctx),
    globex: await companyWithStaff(ctx),
  };
}

export { type Client, clientFor, multipart } from '../../../test/clients';
