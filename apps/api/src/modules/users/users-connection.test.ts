import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';

/** The user modal's "Conexão Padrão" (whatsappId): only a connection of the user's own company. */
describe('a user’s default connection', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof companyWithStaff>>;
  let other: Awaited<ReturnType<typeof companyWithStaff>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await companyWithStaff(ctx);
    other = await companyWithStaff(ctx);
  });
  afterAll(() => ctx.close());

  const readUser = async (id: number) => (await staff.asAdmin({ method: 'GET', url: `/api/users/${id}` })).json();

  it('is saved on create and on edit, and cleared with null', async () => {
    const [sales, support] = [
      await createConnection(ctx.db, staff.company.id),
      await createConnection(ctx.db, staff.company.id),
    ];
    const created = await staff.asAdmin({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Rita Vendas', email: 'rita@conexao.test', password: 'segredo1', whatsappId: sales.id },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await readUser(id)).whatsappId).toBe(sales.id);

    const moved = await staff.asAdmin({ method: 'PUT', url: `/api/users/${id}`, payload: { whatsappId: support.id } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().whatsappId).toBe(support.id);

    const cleared = await staff.asAdmin({ method: 'PUT', url: `/api/users/${id}`, payload: { whatsappId: null } });
    expect(cleared.json().whatsappId).toBeNull();
  });

  it('answers 404 ERR_NO_WAPP_FOUND for another company’s connection and stores nothing', async () => {
    const theirs = await createConnection(ctx.db, other.company.id);
    const mine = await createConnection(ctx.db, staff.company.id);
    await staff.asAdmin({ method: 'PUT', url: `/api/users/${staff.user.id}`, payload: { whatsappId: mine.id } });

    const put = await staff.asAdmin({
      method: 'PUT',
      url: `/api/users/${staff.user.id}`,
      payload: { name: 'Outro Nome', whatsappId: theirs.id },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ error: 'ERR_NO_WAPP_FOUND' });
    expect(await readUser(staff.user.id)).toMatchObject({ name: staff.user.name, whatsappId: mine.id });

    const post = await staff.asAdmin({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Intrusa', email: 'intrusa@conexao.test', password: 'segredo1', whatsappId: theirs.id },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ error: 'ERR_NO_WAPP_FOUND' });
    const list = (await staff.asAdmin({ method: 'GET', url: '/api/users/list' })).json();
    expect(JSON.stringify(list)).not.toContain('intrusa@conexao.test');
  });

  it('answers 404 ERR_NO_WAPP_FOUND for an id that is no connection', async () => {
    const put = await staff.asAdmin({
      method: 'PUT',
      url: `/api/users/${staff.user.id}`,
      payload: { whatsappId: 999_999 },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ error: 'ERR_NO_WAPP_FOUND' });
  });
});
