import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createContact } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { forwardScheduleEvents } from './schedules.realtime';

describe('schedules live events', () => {
  let ctx: TestContext;
  const sent: { companyId: number; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    forwardScheduleEvents(ctx.events, {
      emitToCompany: (companyId, event, payload) => sent.push({ companyId, event, payload }),
    });
  });
  afterAll(() => ctx.close());

  it('create, update and delete reach the whole company on company-{id}-schedule', async () => {
    const acme = await companyWithStaff(ctx);
    const contact = await createContact(ctx.db, acme.company.id, { channel: 'sandbox' });
    const payload = {
      body: 'Lembrete da reunião',
      contactId: contact.id,
      sendAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const id = (await acme.asUser({ method: 'POST', url: '/api/schedules', payload })).json().id as number;
    await acme.asUser({ method: 'PUT', url: `/api/schedules/${id}`, payload: { ...payload, body: 'Reunião adiada' } });
    await acme.asUser({ method: 'DELETE', url: `/api/schedules/${id}` });
    const event = `company-${acme.company.id}-schedule`;
    expect(sent).toEqual([
      { companyId: acme.company.id, event, payload: { action: 'create', schedule: expect.objectContaining({ id }) } },
      {
        companyId: acme.company.id,
        event,
        payload: { action: 'update', schedule: expect.objectContaining({ id, body: 'Reunião adiada' }) },
      },
      { companyId: acme.company.id, event, payload: { action: 'delete', scheduleId: id } },
    ]);
  });
});
