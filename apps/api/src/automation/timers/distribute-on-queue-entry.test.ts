import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema';
import { distributeOnQueueEntry } from './distribute-on-queue-entry';
import { timersSuite } from './timers.test-support';

describe('distribution when a ticket enters a queue', () => {
  const suite = timersSuite();

  const distribute = (companyId: number, ticketId: number, queueId: number) =>
    suite.ctx.db.tenant(companyId).transaction((tx) => distributeOnQueueEntry(tx, companyId, ticketId, queueId));
  const giveWallet = (contactId: number, userId: number) =>
    suite.ctx.db.system.transaction((tx) =>
      tx.update(contacts).set({ walletUserId: userId }).where(eq(contacts.id, contactId)),
    );

  it('with userRandom assigns an online attendant of the queue and logs it; the ticket stays pending', async () => {
    const { world } = suite;
    const company = await world.company({ userRandom: 'enabled' });
    const [queue, other] = [await world.queue(company.id), await world.queue(company.id)];
    const connection = await world.connection(company.id);
    const online = await world.attendant(company.id, [queue.id]);
    await world.attendant(company.id, [queue.id], false);
    await world.attendant(company.id, [other.id]);
    const ticket = await world.ticket(company.id, connection.id, { queueId: queue.id });

    expect(await distribute(company.id, ticket.id, queue.id)).toBe(online.id);
    expect(await world.read(ticket.id)).toMatchObject({ userId: online.id, status: 'pending', queueId: queue.id });
    expect(await world.logs(ticket.id)).toEqual([{ type: 'receivedTransfer', userId: online.id, queueId: queue.id }]);
    // Already assigned: a second call changes nothing.
    expect(await distribute(company.id, ticket.id, queue.id)).toBeNull();
    expect(await world.logs(ticket.id)).toHaveLength(1);
  });

  it('assigns nobody with userRandom off, or with no online attendant in the queue', async () => {
    const { world } = suite;
    const off = await world.company();
    const offQueue = await world.queue(off.id);
    await world.attendant(off.id, [offQueue.id]);
    const offTicket = await world.ticket(off.id, (await world.connection(off.id)).id, { queueId: offQueue.id });
    expect(await distribute(off.id, offTicket.id, offQueue.id)).toBeNull();

    const empty = await world.company({ userRandom: 'enabled' });
    const emptyQueue = await world.queue(empty.id);
    await world.attendant(empty.id, [emptyQueue.id], false);
    const emptyTicket = await world.ticket(empty.id, (await world.connection(empty.id)).id, { queueId: emptyQueue.id });
    expect(await distribute(empty.id, emptyTicket.id, emptyQueue.id)).toBeNull();
    expect((await world.read(emptyTicket.id)).userId).toBeNull();
  });

  it("with DirectTicketsToWallets gives the ticket to the contact's wallet owner, online or not, before userRandom", async () => {
    const { world } = suite;
    const company = await world.company({ DirectTicketsToWallets: 'enabled', userRandom: 'enabled' });
    const queue = await world.queue(company.id);
    await world.attendant(company.id, [queue.id]);
    const owner = await world.attendant(company.id, [], false);
    const ticket = await world.ticket(company.id, (await world.connection(company.id)).id, { queueId: queue.id });
    await giveWallet(ticket.contactId, owner.id);

    expect(await distribute(company.id, ticket.id, queue.id)).toBe(owner.id);
    expect((await world.read(ticket.id)).userId).toBe(owner.id);
  });

  it("never assigns another company's user or touches another company's ticket", async () => {
    const { world } = suite;
    const company = await world.company({ DirectTicketsToWallets: 'enabled' });
    const outsider = await world.company({ userRandom: 'enabled' });
    const stranger = await world.attendant(outsider.id, []);
    const queue = await world.queue(company.id);
    const ticket = await world.ticket(company.id, (await world.connection(company.id)).id, { queueId: queue.id });
    await giveWallet(ticket.contactId, stranger.id);
    expect(await distribute(company.id, ticket.id, queue.id)).toBeNull();

    // The outsider names the company's ticket and queue from its own transaction: nothing happens.
    await world.attendant(outsider.id, [queue.id]);
    expect(await distribute(outsider.id, ticket.id, queue.id)).toBeNull();
    expect((await world.read(ticket.id)).userId).toBeNull();
    expect(await world.logs(ticket.id)).toEqual([]);
  });
});
