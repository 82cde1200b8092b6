import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientFor, companyWithStaff } from '../../../test/clients';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { users } from '../../db/schema';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

describe('GET /usersMoments (the real-time panel attendants)', () => {
  let ctx: TestContext;
  let acme: Staff;
  let globex: Staff;
  let bruno: { id: number };
  let asPanel: Client;

  beforeAll(async () => {
    ctx = await createTestContext();
    acme = await companyWithStaff(ctx);
    globex = await companyWithStaff(ctx);
    bruno = await createUser(ctx.db, acme.company.id, { name: 'Bruno Balcão', profileImage: '/public/b.png' });
    await ctx.db.system.transaction((tx) => tx.update(users).set({ online: true }).where(eq(users.id, bruno.id)));
    asPanel = await clientFor(
      ctx,
      await createUser(ctx.db, acme.company.id, { name: 'Zé Painel', allowRealTime: 'enabled' }),
    );
  });
  afterAll(() => ctx.close());

  const list = async (client: Client) => {
    const response = await client({ method: 'GET', url: '/api/usersMoments' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: number; name: string; online: boolean }[];
  };

  it('lists every user of the company by name with presence, tickets or not', async () => {
    const rows = await list(acme.asAdmin);
    expect(rows.map((row) => row.name)).toEqual(['Admin Ana', 'Bruno Balcão', 'Plain Paulo', 'Zé Painel']);
    expect(rows[1]).toEqual({
      id: bruno.id,
      name: 'Bruno Balcão',
      profile: 'user',
      profileImage: '/public/b.png',
      online: true,
    });
    expect(rows[0]).toMatchObject({ id: acme.admin.id, profile: 'admin', online: false });
    expect(await list(asPanel)).toEqual(rows);
  });

  it("another company's admin sees only their own users", async () => {
    const rows = await list(globex.asAdmin);
    expect(rows.map((row) => row.id).sort()).toEqual([globex.admin.id, globex.user.id].sort());
  });

  it('needs admin or allowRealTime', async () => {
    const refused = await acme.asUser({ method: 'GET', url: '/api/usersMoments' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('ERR_NO_PERMISSION');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/usersMoments' })).statusCode).toBe(401);
  });
});
