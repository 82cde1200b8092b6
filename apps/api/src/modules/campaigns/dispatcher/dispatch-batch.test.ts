import { AppError } from '@chatdesk/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../../../../test/count-statements';
import { createTestContext, type TestContext } from '../../../../test/harness';
import type { OutboundMessages } from '../../../channels/outbound/outbound-messages';
import { tickets } from '../../../db/schema';
import { DomainEvents } from '../../../platform/events/domain-events';
import { type DispatcherWorld, dispatcherWorld, unpacedAllDay } from './dispatcher.test-support';

type Outbound = Pick<OutboundMessages, 'enqueueInTransaction' | 'enqueueManyInTransaction'>;

describe('the campaign dispatcher: an unpaced turn is one set-based batch', () => {
  let ctx: TestContext;
  let world: DispatcherWorld;
  let counter: ReturnType<typeof countStatements>;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await dispatcherWorld(ctx, unpacedAllDay);
    counter = countStatements(ctx);
  });
  afterAll(() => ctx.close());

  /** The real outbound path, without the sends after commit (their transactions are not the turn's). */
  const quiet = (refuse: (body: string) => boolean = () => false): Outbound => {
    const real = ctx.channels.outbound;
    const check = (body: string) => {
      if (refuse(body)) throw new AppError('ERR_CREATING_MESSAGE');
    };
    return {
      async enqueueInTransaction(tx, companyId, input) {
        check(input.body);
        return { ...(await real.enqueueInTransaction(tx, companyId, input)), afterCommit: () => undefined };
      },
      async enqueueManyInTransaction(tx, inputs) {
        for (const input of inputs) check(input.body);
        return { ...(await real.enqueueManyInTransaction(tx, inputs)), afterCommit: () => undefined };
      },
    };
  };

  /** A campaign to `count` new numbers, started and sent in one tick; answers its rows and what the tick cost. */
  async function oneTick(prefix: string, count: number, outbound = quiet()) {
    const list = await world.list(
      Array.from({ length: count }, (_, index) => ({
        number: `55${prefix}${String(index).padStart(8, '0')}`,
        name: index === 1 ? 'Falhe' : `Cliente ${index}`,
      })),
    );
    const campaign = await world.campaign({ contactListId: list.id });
    // Its own events: no realtime reader runs beside the turn.
    const dispatcher = world.dispatcher({ outbound: () => outbound, events: new DomainEvents() });
    const cost = await counter.during(() => dispatcher.tick(world.clock.at));
    return { cost, rows: await world.shippings(campaign.id) };
  }

  it('writes 40 recipients in the same statements as 5: contacts, tickets, messages and rows set-based', async () => {
    const small = await oneTick('11', 5);
    const large = await oneTick('21', 40);
    expect(large.cost).toEqual(small.cost);
    expect(large.cost.transactions).toBeLessThanOrEqual(5);
    expect(large.cost.statements).toBeLessThan(30);

    expect(large.rows.map((row) => row.status)).toEqual(large.rows.map(() => 'sending'));
    expect(new Set(large.rows.map((row) => row.messageId)).size).toBe(40);
    expect(large.rows.every((row) => row.contactId && row.ticketId && row.attempts === 1 && row.sentAt)).toBe(true);
    const ticketIds = large.rows.map((row) => row.ticketId as number);
    const left = await ctx.db.system.transaction((tx) =>
      tx.select({ status: tickets.status }).from(tickets).where(inArray(tickets.id, ticketIds)),
    );
    // openTicket disabled: each ticket opened only for the send is closed again.
    expect(left.map((ticket) => ticket.status)).toEqual(ticketIds.map(() => 'closed'));
    const texts = await world.sentMessages(large.rows[0]?.campaignId ?? 0);
    expect(texts.map((text) => text.body)).toContain('Olá Cliente 2');
  });

  it('a row whose message cannot be written fails alone; the rest of its batch is written', async () => {
    const { rows } = await oneTick(
      '31',
      6,
      quiet((body) => body.includes('Falhe')),
    );
    const failed = rows.filter((row) => row.status === 'failed');
    expect(failed.map((row) => [row.name, row.reason])).toEqual([['Falhe', 'ERR_CREATING_MESSAGE']]);
    expect(rows.filter((row) => row.status === 'sending')).toHaveLength(5);
    expect(await world.sentMessages(rows[0]?.campaignId ?? 0)).toHaveLength(5);
  });
});
