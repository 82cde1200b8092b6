import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, companyWithStaff } from '../../../../test/clients';
import { createConnection } from '../../../../test/factories';
import { createTestContext, type TestContext } from '../../../../test/harness';
import type { ChannelDriver } from '../../../channels/channel-driver';
import { forwardContactListEvents } from '../contact-lists.realtime';
import { checkCompanyNumbers, type NumberCheckDeps } from './check-list-numbers';

describe('contact list WhatsApp check', () => {
  let ctx: TestContext;
  const sent: { event: string; payload: { action: string; record?: { id: number } } }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ SANDBOX_ENABLED: 'true' });
    forwardContactListEvents(ctx.events, {
      emitToCompany: (_companyId, event, payload) => sent.push({ event, payload: payload as never }),
    });
  });
  afterAll(() => ctx.close());

  const listWith = async (client: Client, numbers: string[]) => {
    const listId = (await client({ method: 'POST', url: '/api/contact-lists', payload: { name: 'Checagem' } })).json()
      .id as number;
    for (const [index, number] of numbers.entries())
      await client({
        method: 'POST',
        url: '/api/contact-list-items',
        payload: { contactListId: listId, name: `Pessoa ${index}`, number },
      });
    return listId;
  };
  const validityOf = async (client: Client, listId: number) =>
    Object.fromEntries(
      (await client({ method: 'GET', url: `/api/contact-list-items?contactListId=${listId}` }))
        .json()
        .contacts.map((item: { number: string; isWhatsappValid: boolean | null }) => [
          item.number,
          item.isWhatsappValid,
        ]),
    );

  it('asks the sandbox connection in batches, paced, stores each answer and publishes the updates', async () => {
    const acme = await companyWithStaff(ctx);
    await createConnection(ctx.db, acme.company.id, { channel: 'sandbox', status: 'CONNECTED' });
    const numbers = ['5511900000010', '5511900000011', '5511900000012', '5511900000013', '5511900000014'];
    const listId = await listWith(acme.asAdmin, numbers);
    const calls: string[][] = [];
    const deps: NumberCheckDeps = {
      db: ctx.db,
      events: ctx.events,
      logger: { warn: () => undefined },
      driverFor: (channel) => {
        const driver = ctx.channels.runtime.driverFor(channel);
        const check = driver.checkNumbers?.bind(driver);
        return {
          ...driver,
          checkNumbers: check
            ? async (connection, asked) => {
                calls.push([...asked]);
                return check(connection, asked);
              }
            : undefined,
        } as ChannelDriver;
      },
    };
    sent.length = 0;
    const started = Date.now();
    const pacing = { batchSize: 2, pauseMs: 50, maxBatches: 2 };
    // A run stops at maxBatches saying items may be left; the next one goes on.
    expect(await checkCompanyNumbers(deps, acme.company.id, pacing)).toEqual({ checked: 4, more: true });
    expect(await checkCompanyNumbers(deps, acme.company.id, pacing)).toEqual({ checked: 1, more: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150); // a pause before each of the three calls
    // Newest first.
    expect(calls).toEqual([[numbers[4], numbers[3]], [numbers[2], numbers[1]], [numbers[0]]]);
    // The sandbox: an even last digit has WhatsApp, an odd one has not.
    expect(await validityOf(acme.asAdmin, listId)).toEqual({
      '5511900000010': true,
      '5511900000011': false,
      '5511900000012': true,
      '5511900000013': false,
      '5511900000014': true,
    });
    const updates = sent.filter((event) => event.event === `company-${acme.company.id}-ContactListItem`);
    expect(updates.map((event) => event.payload.action)).toEqual(Array(5).fill('update'));
    // Checked items are not asked again; an edited number is.
    expect(await checkCompanyNumbers(deps, acme.company.id, pacing)).toEqual({ checked: 0, more: false });
    const item = (
      await acme.asAdmin({ method: 'GET', url: `/api/contact-list-items?contactListId=${listId}&searchParam=0011` })
    ).json().contacts[0];
    await acme.asAdmin({
      method: 'PUT',
      url: `/api/contact-list-items/${item.id}`,
      payload: { name: item.name, number: '5511900000016' },
    });
    expect((await validityOf(acme.asAdmin, listId))['5511900000016']).toBeNull();
    expect((await checkCompanyNumbers(deps, acme.company.id, pacing)).checked).toBe(1);
    expect((await validityOf(acme.asAdmin, listId))['5511900000016']).toBe(true);
  });

  it('leaves items unchecked (null) when no connection of the company can check numbers', async () => {
    const globex = await companyWithStaff(ctx);
    await createConnection(ctx.db, globex.company.id, { channel: 'sandbox', status: 'DISCONNECTED' });
    await createConnection(ctx.db, globex.company.id, { channel: 'webchat', status: 'CONNECTED' });
    const listId = await listWith(globex.asAdmin, ['5521900000020']);
    const deps: NumberCheckDeps = {
      db: ctx.db,
      events: ctx.events,
      logger: { warn: () => undefined },
      driverFor: (channel) => ctx.channels.runtime.driverFor(channel),
    };
    const pacing = { batchSize: 50, pauseMs: 0, maxBatches: 1 };
    expect(await checkCompanyNumbers(deps, globex.company.id, pacing)).toEqual({ checked: 0, more: false });
    expect(await validityOf(globex.asAdmin, listId)).toEqual({ '5521900000020': null });
  });
});
