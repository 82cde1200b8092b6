import { describe, expect, it } from 'vitest';
import { minutesFromNow, timersSuite } from './timers.test-support';

describe('automation timers: redirect of unaccepted tickets and the queue router', () => {
  const suite = timersSuite();

  it('moves a pending ticket nobody accepted within timeSendQueue to sendIdQueue, once, as the system', async () => {
    const { world } = suite;
    const company = await world.company();
    const [sales, lost] = [await world.queue(company.id), await world.queue(company.id)];
    const connection = await world.connection(company.id, { timeSendQueue: 10, sendIdQueue: lost.id });
    const waiting = await world.ticket(company.id, connection.id, { queueId: sales.id });
    const accepted = await world.ticket(company.id, connection.id, { queueId: sales.id, status: 'open' });

    expect((await world.sweep(minutesFromNow(9)))?.redirected).toBe(0);
    expect((await world.read(waiting.id)).queueId).toBe(sales.id);

    const report = await world.sweep(minutesFromNow(11));
    expect(report?.redirected).toBe(1);
    expect(await world.read(waiting.id)).toMatchObject({ queueId: lost.id, userId: null, status: 'pending' });
    expect((await world.read(accepted.id)).queueId).toBe(sales.id);
    expect(await world.logs(waiting.id)).toEqual([{ type: 'redirect', userId: null, queueId: lost.id }]);
    expect(world.updates).toContainEqual({
      type: 'ticket.updated',
      companyId: company.id,
      ticketId: waiting.id,
      before: { userId: null, queueId: sales.id, status: 'pending', isGroup: false },
    });

    // Already in the redirect queue: the next sweeps leave it there and log nothing more.
    expect((await world.sweep(minutesFromNow(60)))?.redirected).toBe(0);
    expect(await world.logs(waiting.id)).toHaveLength(1);
  });

  it('restarts the redirect clock when a pending ticket changes queue or an accepted one returns to pending', async () => {
    const { world } = suite;
    const company = await world.company();
    const [first, second, lost] = [
      await world.queue(company.id),
      await world.queue(company.id),
      await world.queue(company.id),
    ];
    const connection = await world.connection(company.id, { timeSendQueue: 10, sendIdQueue: lost.id });
    const moved = await world.ticket(company.id, connection.id, { queueId: first.id });
    const returned = await world.ticket(company.id, connection.id, { queueId: first.id, status: 'open' });
    const longAgo = new Date(Date.now() - 3_600_000);
    await world.set(moved.id, { queuedAt: longAgo });
    await world.set(returned.id, { queuedAt: longAgo });

    await world.set(moved.id, { queueId: second.id });
    await world.set(returned.id, { status: 'pending' });
    expect((await world.sweep(minutesFromNow(5)))?.redirected).toBe(0);
    expect((await world.read(moved.id)).queueId).toBe(second.id);
    expect((await world.read(returned.id)).queueId).toBe(first.id);
    expect((await world.sweep(minutesFromNow(11)))?.redirected).toBe(2);
  });

  it('hands a routed queue its waiting tickets round robin among online attendants, cursor kept in the database', async () => {
    const { world } = suite;
    const company = await world.company();
    const queue = await world.queue(company.id, { ativarRoteador: true, tempoRoteador: 5 });
    const connection = await world.connection(company.id);
    const [first, second] = [
      await world.attendant(company.id, [queue.id]),
      await world.attendant(company.id, [queue.id]),
    ];
    const offline = await world.attendant(company.id, [queue.id], false);
    const oldest = await world.ticket(company.id, connection.id, { queueId: queue.id });
    const middle = await world.ticket(company.id, connection.id, { queueId: queue.id });
    const newest = await world.ticket(company.id, connection.id, { queueId: queue.id });
    const batch = [oldest, middle, newest];

    expect((await world.sweep(minutesFromNow(1)))?.routed).toBe(3);
    const owners = await Promise.all(batch.map(async (ticket) => (await world.read(ticket.id)).userId));
    expect(owners).toEqual([first.id, second.id, first.id]);
    for (const ticket of batch) expect((await world.read(ticket.id)).status).toBe('pending');
    expect(await world.logs(middle.id)).toEqual([{ type: 'receivedTransfer', userId: second.id, queueId: queue.id }]);
    expect(owners).not.toContain(offline.id);

    // Within tempoRoteador the queue waits; after it, the turn continues after the cursor (second).
    const late = await world.ticket(company.id, connection.id, { queueId: queue.id });
    expect((await world.sweep(minutesFromNow(2)))?.routed).toBe(0);
    expect((await world.read(late.id)).userId).toBeNull();
    await world.ageQueue(queue.id, 10);
    expect((await world.sweep(minutesFromNow(1)))?.routed).toBe(1);
    expect((await world.read(late.id)).userId).toBe(second.id);
  });

  it('leaves a routed queue without online attendants waiting, and routes nothing for a queue without ativarRoteador', async () => {
    const { world } = suite;
    const company = await world.company();
    const routed = await world.queue(company.id, { ativarRoteador: true, tempoRoteador: 1 });
    const plain = await world.queue(company.id);
    const connection = await world.connection(company.id);
    await world.attendant(company.id, [routed.id], false);
    await world.attendant(company.id, [plain.id]);
    const stranded = await world.ticket(company.id, connection.id, { queueId: routed.id });
    const unrouted = await world.ticket(company.id, connection.id, { queueId: plain.id });

    await world.sweep(minutesFromNow(30));
    expect((await world.read(stranded.id)).userId).toBeNull();
    expect((await world.read(unrouted.id)).userId).toBeNull();
  });

  it('does the work once when two sweeps run at the same time', async () => {
    const { world } = suite;
    const company = await world.company();
    const queue = await world.queue(company.id, { ativarRoteador: true, tempoRoteador: 1 });
    const lost = await world.queue(company.id);
    const connection = await world.connection(company.id, {
      timeSendQueue: 5,
      sendIdQueue: lost.id,
      timeInactiveMessage: 5,
      inactiveMessage: 'Ainda está aí?',
    });
    await world.attendant(company.id, [queue.id, lost.id]);
    const waiting = await world.ticket(company.id, connection.id, { queueId: queue.id });
    const quiet = await world.ticket(company.id, connection.id, { queueId: queue.id, status: 'open' });
    await world.set(quiet.id, { lastAgentMessageAt: new Date() });

    const now = minutesFromNow(1);
    const reports = await Promise.all([world.sweep(now), world.sweep(now), world.sweep(now)]);
    const ran = reports.filter((report) => report !== null);
    const total = (key: 'routed' | 'inactivityMessages') => ran.reduce((sum, report) => sum + report[key], 0);
    expect(total('routed')).toBe(1);
    expect(await world.logs(waiting.id)).toHaveLength(1);

    const later = minutesFromNow(6);
    await Promise.all([world.sweep(later), world.sweep(later)]);
    expect(await world.botMessages(quiet.id)).toHaveLength(1);
  });

  it("never applies one company's settings to another company's tickets", async () => {
    const { world } = suite;
    const strict = await world.company();
    const other = await world.company();
    const strictLost = await world.queue(strict.id);
    await world.connection(strict.id, {
      timeSendQueue: 1,
      sendIdQueue: strictLost.id,
      expiresTicket: 1,
      expiresInactiveMessage: 'Encerrado',
    });
    const routed = await world.queue(strict.id, { ativarRoteador: true, tempoRoteador: 1 });
    await world.attendant(strict.id, [routed.id]);
    const otherQueue = await world.queue(other.id);
    // A connection of the other company that names the strict company's queue as its redirect
    // (a foreign key alone does not check tenancy): the sweep must not move tickets into it.
    const otherConnection = await world.connection(other.id, { timeSendQueue: 1, sendIdQueue: strictLost.id });
    const pending = await world.ticket(other.id, otherConnection.id, { queueId: otherQueue.id });
    const open = await world.ticket(other.id, otherConnection.id, { queueId: otherQueue.id, status: 'open' });
    await world.set(open.id, { lastAgentMessageAt: new Date() });

    await world.sweep(minutesFromNow(120));
    expect(await world.read(pending.id)).toMatchObject({ queueId: otherQueue.id, userId: null, status: 'pending' });
    expect((await world.read(open.id)).status).toBe('open');
    expect(await world.logs(pending.id)).toEqual([]);
    expect(await world.botMessages(open.id)).toEqual([]);
  });
});
