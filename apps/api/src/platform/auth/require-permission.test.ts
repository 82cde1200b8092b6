import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/factories';
import { guardedApp } from './guards.test-support';
import { requirePermission } from './require-permission';

describe('requirePermission', () => {
  let guarded: Awaited<ReturnType<typeof guardedApp>>;

  beforeAll(async () => {
    guarded = await guardedApp({
      '/users-admin': requirePermission('users:manage'),
      '/connections': requirePermission('connections-page:addConnection'),
    });
  });
  afterAll(() => guarded.close());

  const db = () => guarded.database.db;
  const denied = { status: 403, error: 'ERR_NO_PERMISSION' };

  it('lets admins in and keeps plain users out with ERR_NO_PERMISSION', async () => {
    const company = await createCompany(db());
    expect(await guarded.call('/users-admin', await createUser(db(), company.id, { profile: 'admin' }))).toEqual({
      status: 200,
      error: null,
    });
    expect(await guarded.call('/users-admin', await createUser(db(), company.id, { profile: 'user' }))).toEqual(denied);
  });

  it('reads flags from the database, so allowConnections treats a user as admin for connections', async () => {
    const company = await createCompany(db());
    const user = await createUser(db(), company.id, { allowConnections: 'enabled' });
    expect((await guarded.call('/connections', user)).status).toBe(200);
    expect(await guarded.call('/users-admin', user)).toEqual(denied);
  });
});
