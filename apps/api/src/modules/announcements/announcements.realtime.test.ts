import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientFor, companyWithStaff } from '../../../test/clients';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { forwardAnnouncementEvents } from './announcements.realtime';

describe('announcements live events', () => {
  let ctx: TestContext;
  let companyIds: number[];
  let asSuper: Client;
  const sent: { to: number; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    const platform = await companyWithStaff(ctx);
    const acme = await companyWithStaff(ctx);
    companyIds = [platform.company.id, acme.company.id];
    asSuper = await clientFor(ctx, await createUser(ctx.db, platform.company.id, { isSuper: true }));
    forwardAnnouncementEvents(
      ctx.events,
      { emitToCompany: (companyId, event, payload) => sent.push({ to: companyId, event, payload }) },
      ctx.db,
    );
  });
  afterAll(() => ctx.close());

  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
  /** What every company got, when each got the same event. */
  const toEveryCompany = () => {
    const ours = sent.filter((entry) => companyIds.includes(entry.to));
    expect(ours.map((entry) => entry.to).sort()).toEqual([...companyIds].sort());
    expect(new Set(ours.map((entry) => JSON.stringify([entry.event, entry.payload]))).size).toBe(1);
    sent.length = 0;
    return { event: ours[0]?.event, payload: ours[0]?.payload };
  };

  it('goes to every company as company-announcement; an inactive one is dropped, a deleted one removed', async () => {
    const created = await asSuper({ method: 'POST', url: '/api/announcements', payload: { title: 'Novo', text: 'x' } });
    const id = created.json().id as number;
    await settle();
    expect(toEveryCompany()).toEqual({
      event: 'company-announcement',
      payload: { action: 'create', record: expect.objectContaining({ id, title: 'Novo' }) },
    });

    await asSuper({
      method: 'PUT',
      url: `/api/announcements/${id}`,
      payload: { title: 'Novo', text: 'y', priority: 1 },
    });
    await settle();
    expect(toEveryCompany().payload).toEqual({
      action: 'update',
      record: expect.objectContaining({ id, priority: 1 }),
    });

    await asSuper({
      method: 'PUT',
      url: `/api/announcements/${id}`,
      payload: { title: 'Novo', text: 'y', status: false },
    });
    await settle();
    expect(toEveryCompany().payload).toEqual({ action: 'delete', id });

    await asSuper({ method: 'DELETE', url: `/api/announcements/${id}` });
    await settle();
    expect(toEveryCompany().payload).toEqual({ action: 'delete', id });
  });
});
