import { it } from 'vitest';
import { companyWithStaff } from './clients';
import { createTestContext } from './harness';
it('dbg', async () => {
  const ctx = await createTestContext();
  const s = await companyWithStaff(ctx);
  const r = await s.asAdmin({ method: 'GET', url: '/api/tickets?searchParam=a%00b' });
  console.log(r.statusCode, r.body);
  await ctx.close();
});
