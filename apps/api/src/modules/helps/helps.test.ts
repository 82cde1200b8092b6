import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHelp } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { platformWithTenants } from '../companies/admin.test-support';

describe('helps', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof platformWithTenants>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await platformWithTenants(ctx);
  });
  afterAll(() => ctx.close());

  it('GET /helps and /helps/list answer every video to any signed-in user, none without a token', async () => {
    const help = await createHelp(ctx.db, { title: 'Como conectar' });
    for (const url of ['/api/helps', '/api/helps/list']) {
      const response = await world.acme.asUser({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: help.id, title: 'Como conectar', video: help.video })]),
      );
      expect((await world.anonymous({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('the super user creates, edits and deletes a help video', async () => {
    const created = await world.asSuper({
      method: 'POST',
      url: '/api/helps',
      payload: { title: 'Filas', description: 'Como criar filas', video: 'abc123XYZ' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const updated = await world.asSuper({ method: 'PUT', url: `/api/helps/${id}`, payload: { title: 'Filas e bots' } });
    expect(updated.json()).toMatchObject({ id, title: 'Filas e bots', description: '', video: '' });
    expect((await world.asSuper({ method: 'DELETE', url: `/api/helps/${id}` })).statusCode).toBe(204);
    expect(
      (await world.asSuper({ method: 'PUT', url: `/api/helps/${id}`, payload: { title: 'x' } })).json().error,
    ).toBe('ERR_NO_HELP_FOUND');
  });

  it('validates title and video', async () => {
    const response = await world.asSuper({
      method: 'POST',
      url: '/api/helps',
      payload: { title: '', video: '<script>' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['body.title', 'body.video']);
  });

  it('writes are the super user’s only', async () => {
    const help = await createHelp(ctx.db);
    for (const client of [world.acme.asAdmin, world.acme.asUser]) {
      expect((await client({ method: 'POST', url: '/api/helps', payload: { title: 'x' } })).statusCode).toBe(403);
      expect((await client({ method: 'PUT', url: `/api/helps/${help.id}`, payload: { title: 'x' } })).statusCode).toBe(
        403,
      );
      expect((await client({ method: 'DELETE', url: `/api/helps/${help.id}` })).statusCode).toBe(403);
    }
  });
});
