import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createCompany, createPlan, createUser, mintToken } from '../../../test/factories';
import type { TestContext } from '../../../test/harness';
import { users } from '../../db/schema';
import { seedPlatform } from '../../db/seed/seed-platform';
import { createLogger } from '../../platform/logger/logger';

/** Helpers shared by the companies, plans, helps, settings and invoices integration tests. */

type User = Awaited<ReturnType<typeof createUser>>;
export type Client = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** An injector carrying `user`'s bearer token, or none. */
export async function clientFor(ctx: TestContext, user: User | null): Promise<Client> {
  const headers = user ? { authorization: `Bearer ${await mintToken(ctx.tokens, user)}` } : {};
  return (options) => ctx.app.inject({ ...options, headers: { ...options.headers, ...headers } } as InjectOptions);
}

/** A company with an admin and a plain user, both with clients. */
export async function tenant(ctx: TestContext, overrides: Parameters<typeof createCompany>[1] = {}) {
  const plan = await createPlan(ctx.db, { users: 50, queues: 50 });
  const company = await createCompany(ctx.db, { planId: plan.id, ...overrides });
  const admin = await createUser(ctx.db, company.id, { profile: 'admin' });
  const user = await createUser(ctx.db, company.id, { profile: 'user' });
  return { plan, company, admin, user, asAdmin: await clientFor(ctx, admin), asUser: await clientFor(ctx, user) };
}

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
    acme: await tenant(ctx),
    globex: await tenant(ctx),
  };
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(parts: { name: string; value: string | { filename: string; type: string; data: Buffer } }[]) {
  const boundary = `----chatdesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      typeof part.value === 'string'
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.value.filename}"\r\nContent-Type: ${part.value.type}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
