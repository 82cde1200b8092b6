import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createQueue, linkUserQueues } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { login, me } from '../auth/auth.test-support';

describe('session user queues', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('login and /auth/me carry the queues the user attends, in queue order', async () => {
    const staff = await companyWithStaff(ctx);
    const second = await createQueue(ctx.db, staff.company.id, { name: 'Suporte', color: '#0000FF', orderQueue: 2 });
    const first = await createQueue(ctx.db, staff.company.id, { name: 'Vendas', color: '#00FF00', orderQueue: 1 });
    await createQueue(ctx.db, staff.company.id, { name: 'Outra' });
    await linkUserQueues(ctx.db, staff.company.id, staff.user.id, [second.id, first.id]);

    const session = await login(ctx.app, staff.user.email);
    expect(session.statusCode).toBe(200);
    const expected = [
      { id: first.id, name: 'Vendas', color: '#00FF00' },
      { id: second.id, name: 'Suporte', color: '#0000FF' },
    ];
    expect(session.json().user.queues).toEqual(expected);
    expect((await me(ctx.app, session.json().token)).json().queues).toEqual(expected);
  });
});
