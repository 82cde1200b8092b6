import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createCompany, createPlan, createUser, sessionToken } from './factories';
import type { TestContext } from './harness';

type User = Awaited<ReturnType<typeof createUser>>;
export type Client = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** An injector carrying `user`'s bearer token, or none. */
export async function clientFor(ctx: TestContext, user: User | null): Promise<Client> {
  const headers = user ? { authorization: `Bearer ${await sessionToken(ctx, user)}` } : {};
  return (options) => ctx.app.inject({ ...options, headers: { ...options.headers, ...headers } } as InjectOptions);
}

/** A company on a roomy plan with one admin and one plain user, each with a client. */
export async function companyWithStaff(ctx: TestContext, overrides: Parameters<typeof createCompany>[1] = {}) {
  const plan = await createPlan(ctx.db, { users: 50, queues: 50 });
  const company = await createCompany(ctx.db, { planId: plan.id, ...overrides });
  const admin = await createUser(ctx.db, company.id, { profile: 'admin', name: 'Admin Ana' });
  const user = await createUser(ctx.db, company.id, { profile: 'user', name: 'Plain Paulo' });
  return { plan, company, admin, user, asAdmin: await clientFor(ctx, admin), asUser: await clientFor(ctx, user) };
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
