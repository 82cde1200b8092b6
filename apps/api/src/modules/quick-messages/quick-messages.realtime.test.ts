import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createTestContext, type TestContext } from '../../../test/harness';
import { forwardQuickMessageEvents } from './quick-messages.realtime';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

describe('quick messages live events', () => {
  let ctx: TestContext;
  let acme: Staff;
  const sent: { to: string; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    acme = await companyWithStaff(ctx);
    forwardQuickMessageEvents(
      ctx.events,
      {
        emitToCompany: (companyId, event, payload) => sent.push({ to: `company:${companyId}`, event, payload }),
        emitToUser: (_companyId, userId, event, payload) => sent.push({ to: `user:${userId}`, event, payload }),
        emitToUsers: (_companyId, userIds, event, payload) =>
          sent.push({ to: `users:${[...userIds].sort().join(',')}`, event, payload }),
      },
      ctx.db,
    );
  });
  afterAll(() => ctx.close());

  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('a visible reply reaches the company; a private one only its owner, the others drop it', async () => {
    const event = `company-${acme.company.id}-quickemessage`;
    const created = await acme.asUser({ method: 'POST', url: '/api/quick-messages', payload: { shortcode: 'oi' } });
    const id = created.json().id as number;
    await settle();
    expect(sent).toEqual([
      {
        to: `company:${acme.company.id}`,
        event,
        payload: { action: 'create', record: expect.objectContaining({ id }) },
      },
    ]);
    sent.length = 0;

    await acme.asUser({ method: 'PUT', url: `/api/quick-messages/${id}`, payload: { shortcode: 'oi', visao: false } });
    await settle();
    expect(sent).toEqual([
      {
        to: `user:${acme.user.id}`,
        event,
        payload: { action: 'update', record: expect.objectContaining({ id, visao: false }) },
      },
      { to: `users:${acme.admin.id}`, event, payload: { action: 'delete', id } },
    ]);
    sent.length = 0;

    await acme.asUser({ method: 'DELETE', url: `/api/quick-messages/${id}` });
    await settle();
    expect(sent).toEqual([{ to: `user:${acme.user.id}`, event, payload: { action: 'delete', id } }]);
  });
});
