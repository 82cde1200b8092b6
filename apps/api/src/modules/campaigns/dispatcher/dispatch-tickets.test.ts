import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createQueue, createTicket, createUser } from '../../../../test/factories';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { messages, tickets } from '../../../db/schema';
import { type DispatcherWorld, dispatcherWorld, saoPaulo, unpacedAllDay } from './dispatcher.test-support';

describe('the tickets a campaign leaves', () => {
  let ctx: TestContext;
  let world: DispatcherWorld;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await dispatcherWorld(ctx, unpacedAllDay);
  });
  afterAll(() => ctx.close());

  /** Runs a one-recipient campaign to `number` with these ticket options; answers the ticket its message is on. */
  const sendTo = async (number: string, options: Parameters<DispatcherWorld['campaign']>[0]) => {
    const start = saoPaulo('2030-05-06T10:00:00');
    world.clock.at = start;
    const list = await world.list([{ number, name: 'Rita' }]);
    const campaign = await world.campaign({ contactListId: list.id, scheduledAt: start, ...options });
    await world.runUntilIdle(world.dispatcher());
    const [row] = await world.shippings(campaign.id);
    if (!row?.messageId || !row.ticketId) throw new Error('nothing was sent');
    return ctx.db.system.transaction(async (tx) => {
      const [message] = await tx
        .select()
        .from(messages)
        .where(eq(messages.id, row.messageId as number));
      const [ticket] = await tx
        .select()
        .from(tickets)
        .where(eq(tickets.id, message?.ticketId ?? 0));
      expect(ticket?.id).toBe(row.ticketId);
      return ticket;
    });
  };

  it('openTicket disabled: the message is on the contact conversation and no ticket is left open', async () => {
    const ticket = await sendTo('5511900000701', { openTicket: 'disabled' });
    expect(ticket).toMatchObject({ status: 'closed', whatsappId: world.connection.id });
  });

  it('openTicket enabled: the ticket takes the chosen user, queue and status', async () => {
    const user = await createUser(ctx.db, world.company.id);
    const queue = await createQueue(ctx.db, world.company.id);
    const options = { openTicket: 'enabled', userId: user.id, queueId: queue.id } as const;
    expect(await sendTo('5511900000702', { ...options, statusTicket: 'open' })).toMatchObject({
      status: 'open',
      userId: user.id,
      queueId: queue.id,
    });
    expect(await sendTo('5511900000703', { ...options, statusTicket: 'pending' })).toMatchObject({
      status: 'pending',
      userId: user.id,
      queueId: queue.id,
    });
    expect(await sendTo('5511900000704', { ...options, statusTicket: 'closed' })).toMatchObject({
      status: 'closed',
      queueId: queue.id,
    });
  });

  it("openTicket enabled reuses the contact's active ticket", async () => {
    const user = await createUser(ctx.db, world.company.id);
    const queue = await createQueue(ctx.db, world.company.id);
    const contact = await createContact(ctx.db, world.company.id, { channel: 'sandbox', number: '5511900000705' });
    const active = await createTicket(ctx.db, world.company.id, {
      contactId: contact.id,
      whatsappId: world.connection.id,
      status: 'pending',
    });
    const ticket = await sendTo(contact.number, {
      openTicket: 'enabled',
      userId: user.id,
      queueId: queue.id,
      statusTicket: 'open',
    });
    expect(ticket).toMatchObject({ id: active.id, status: 'open', userId: user.id, queueId: queue.id });
    const open = await ctx.db.system.transaction((tx) =>
      tx
        .select()
        .from(tickets)
        .where(and(eq(tickets.contactId, contact.id), eq(tickets.status, 'open'))),
    );
    expect(open).toHaveLength(1);
  });
});
