import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { SendFailure } from '../../../channels/channel-driver';
import { createFakeDriver, serveDriver } from '../../../channels/fake-driver.test-support';
import { CampaignDispatcher } from './campaign-dispatcher';
import { type DispatcherWorld, dispatcherWorld, saoPaulo, unpacedAllDay } from './dispatcher.test-support';

const numbers = (count: number, from: number) =>
  Array.from({ length: count }, (_, index) => ({ number: `55119${String(from + index).padStart(8, '0')}` }));

describe('the campaign dispatcher: sending', () => {
  let ctx: TestContext;
  let world: DispatcherWorld;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await dispatcherWorld(ctx, {
      messageInterval: 20,
      longerIntervalAfter: 2,
      greaterInterval: 60,
      startHour: '09:00',
      endHour: '18:00',
    });
  });
  afterAll(() => ctx.close());

  it('paces every send on the fake clock: intervals, the longer pause, the window edge and the weekend', async () => {
    const list = await world.list(numbers(5, 100));
    const start = saoPaulo('2030-03-08T17:58:30'); // a Friday
    world.clock.at = start;
    const campaign = await world.campaign({ contactListId: list.id, scheduledAt: start });
    await world.runUntilIdle(world.dispatcher());
    const rows = await world.shippings(campaign.id);
    expect(rows.map((row) => row.sentAt)).toEqual([
      saoPaulo('2030-03-08T17:58:30'),
      saoPaulo('2030-03-08T17:58:50'),
      // After two messages, the longer pause.
      saoPaulo('2030-03-08T17:59:50'),
      // 18:00:10 is past endHour, Saturday and Sunday are off: Monday at startHour, rested by the weekend.
      saoPaulo('2030-03-11T09:00:00'),
      saoPaulo('2030-03-11T09:00:20'),
    ]);
    expect(new Set(rows.map((row) => row.messageId)).size).toBe(5);
    const sent = await world.sentMessages(campaign.id);
    expect(sent.map((message) => message.body)).toEqual([1, 2, 3, 4, 5].map((index) => `Olá Cliente ${index}`));
  });

  it('cancel stops it before the next send; restart continues with the rows not yet sent; then it finishes', async () => {
    const list = await world.list(numbers(4, 200));
    const start = saoPaulo('2030-03-12T10:00:00');
    world.clock.at = start;
    const campaign = await world.campaign({ contactListId: list.id, scheduledAt: start });
    const dispatcher = world.dispatcher();
    expect(await dispatcher.tick(start)).toMatchObject({ started: 1, sent: 1 });
    await world.setCampaign(campaign.id, { status: 'CANCELADA' });
    const afterInterval = saoPaulo('2030-03-12T10:00:20');
    expect(await dispatcher.tick(afterInterval)).toMatchObject({ sent: 0 });
    expect(await dispatcher.tick(saoPaulo('2030-03-12T10:05:00'))).toMatchObject({ sent: 0 });
    expect((await world.shippings(campaign.id)).filter((row) => row.status === 'queued')).toHaveLength(3);

    await world.setCampaign(campaign.id, { status: 'EM_ANDAMENTO' });
    world.clock.at = saoPaulo('2030-03-12T11:00:00');
    await world.runUntilIdle(dispatcher);
    const rows = await world.shippings(campaign.id);
    expect(rows.map((row) => row.sentAt)).toEqual([
      start,
      // An hour's stop rests the connection: two sends, then the longer pause.
      saoPaulo('2030-03-12T11:00:00'),
      saoPaulo('2030-03-12T11:00:20'),
      saoPaulo('2030-03-12T11:01:20'),
    ]);
    expect(await world.sentMessages(campaign.id)).toHaveLength(4);
    // The sandbox phone takes the messages and acknowledges them: sent, delivered, read; then it is over.
    await vi.waitFor(
      async () => {
        await dispatcher.tick(world.clock.at);
        const done = await world.shippings(campaign.id);
        expect(done.map((row) => row.status)).toEqual(['read', 'read', 'read', 'read']);
        expect(done.every((row) => row.deliveredAt !== null && row.readAt !== null)).toBe(true);
        expect(await world.readCampaign(campaign.id)).toMatchObject({
          status: 'FINALIZADA',
          completedAt: world.clock.at,
        });
      },
      { timeout: 15_000, interval: 300 },
    );
    expect(world.changes.filter((id) => id === campaign.id).length).toBeGreaterThanOrEqual(3);
  });

  it('two dispatchers racing on an unpaced campaign send every row exactly once', async () => {
    const start = saoPaulo('2030-03-13T10:00:00');
    const unpaced = await dispatcherWorld(ctx, { messageInterval: 0, greaterInterval: 0 });
    unpaced.clock.at = start;
    const list = await unpaced.list(numbers(40, 300));
    const campaign = await unpaced.campaign({ contactListId: list.id, scheduledAt: start });
    const racers = [1, 2, 3].map(() => new CampaignDispatcher(unpaced.deps(), { unpacedBatch: 3 }));
    for (let round = 0; round < 30; round++) {
      const reports = await Promise.all(racers.map((racer) => racer.tick(start)));
      if (reports.every((report) => report.sent === 0) && round > 0) break;
    }
    const rows = await unpaced.shippings(campaign.id);
    expect(rows.filter((row) => row.status === 'queued')).toEqual([]);
    const sent = await unpaced.sentMessages(campaign.id);
    expect(sent).toHaveLength(40);
    expect(new Set(sent.map((message) => message.number)).size).toBe(40);
  });

  it('a failed send retries with the outbound backoff; the last failure marks the row failed with the reason', async () => {
    const start = saoPaulo('2030-03-14T10:00:00');
    const failing = await dispatcherWorld(ctx, { messageInterval: 0, greaterInterval: 0 });
    failing.clock.at = start;
    const fake = createFakeDriver('sandbox');
    const served = serveDriver(ctx.channels.runtime, fake.driver);
    try {
      // The first number is out of reach (a retry may help), the second invalid (none can).
      const byNumber = async (message: { to: string }): Promise<never> => {
        if (message.to.endsWith('402')) throw new SendFailure('número inválido', false);
        throw new SendFailure('telefone fora de alcance', true);
      };
      for (let send = 0; send < 20; send++) fake.next(byNumber);
      const list = await failing.list([{ number: '5511900000401' }, { number: '5511900000402' }]);
      const campaign = await failing.campaign({ contactListId: list.id, scheduledAt: start });
      await failing.dispatcher().tick(start);
      // The immediate attempts: the first recipient's may be retried, the second's cannot.
      await vi.waitFor(async () => {
        const rows = await failing.shippings(campaign.id);
        expect(rows.map((row) => [row.status, row.reason])).toEqual([
          ['sending', null],
          ['failed', 'número inválido'],
        ]);
      });
      const [first] = await failing.shippings(campaign.id);
      if (!first?.messageId) throw new Error('no message written');
      const attempt = async (finalAttempt: boolean) => {
        for (;;) {
          const outcome = await ctx.channels.sender.attempt(failing.company.id, first.messageId as number, {
            finalAttempt,
          });
          if (outcome !== 'busy') return outcome;
        }
      };
      expect(await attempt(false)).toBe('retry');
      expect((await failing.shippings(campaign.id))[0]).toMatchObject({ status: 'sending', reason: null });
      expect(await attempt(true)).toBe('failed');
      expect((await failing.shippings(campaign.id))[0]).toMatchObject({
        status: 'failed',
        reason: 'telefone fora de alcance',
      });
      await failing.dispatcher().tick(start);
      expect(await failing.readCampaign(campaign.id)).toMatchObject({ status: 'FINALIZADA' });
    } finally {
      served.restore();
    }
  });

  it('announces a campaign when it starts and finishes, and while it sends at most every 2 s', async () => {
    const start = saoPaulo('2030-03-15T10:00:00');
    const live = await dispatcherWorld(ctx, unpacedAllDay);
    live.clock.at = start;
    const list = await live.list(numbers(6, 900));
    const campaign = await live.campaign({ contactListId: list.id, scheduledAt: start });
    const dispatcher = new CampaignDispatcher(live.deps(), { unpacedBatch: 2 });
    const announced = () => live.changes.filter((id) => id === campaign.id).length;
    await dispatcher.tick(start);
    await dispatcher.tick(new Date(start.getTime() + 1000));
    // The start, then nothing more within 2 s although rows were sent twice.
    expect(announced()).toBe(1);
    await dispatcher.tick(new Date(start.getTime() + 2500));
    expect(announced()).toBe(2);
    await vi.waitFor(
      async () => {
        await dispatcher.tick(new Date(start.getTime() + 2600));
        expect((await live.readCampaign(campaign.id)).status).toBe('FINALIZADA');
      },
      { timeout: 15_000, interval: 300 },
    );
    // The finish is always announced.
    expect(announced()).toBe(3);
  });
});
