import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countStatements } from '../../test/count-statements';
import { createTestContext, type TestContext } from '../../test/harness';
import type { ConnectionRow } from '../channels/channel-driver';
import type { BotStage } from './bot-turn';
import { menuDesk } from './menus/menus.test-support';
import { botStages } from './stages';

/** Fails the turn of a customer who writes 'falhe' (before anything else answers them). */
const failing: BotStage = async (turn) => {
  if (turn.message.body === 'falhe') throw new Error('a failing turn');
};

describe('automation turns of an inbound batch', () => {
  let ctx: TestContext;
  let counter: ReturnType<typeof countStatements>;

  // A context per test: the bot's sends and their acks of one test must not be counted in the next.
  beforeEach(async () => {
    ctx = await createTestContext({}, { automationStages: [failing, ...botStages] });
    counter = countStatements(ctx);
  });
  afterEach(() => ctx.close());

  /** A phone offering two queues (the bot answers every new customer with the queue menu), or one. */
  async function twoQueues(queues: 1 | 2 = 2) {
    const desk = await menuDesk(ctx, { greetingMessage: 'Olá! Escolha:' });
    await desk.offer(
      ...[{ name: 'Vendas', greetingMessage: 'Bem-vindo, {{name}}' }, { name: 'Suporte' }].slice(0, queues),
    );
    const [phone] = (await ctx.db.pool.query('SELECT * FROM whatsapps WHERE id = $1', [desk.phone.id])).rows;
    return { desk, connection: { ...phone, companyId: phone.company_id } as ConnectionRow };
  }

  /** `bodies.length` new customers writing at once through the connection's inbound pipeline. */
  const burst = (connection: ConnectionRow, prefix: string, bodies: string[]) =>
    Promise.all(
      bodies.map((body, index) =>
        ctx.channels.runtime.inbound(connection, {
          kind: 'message',
          externalId: `${prefix}-${index}`,
          chat: { id: `55119${prefix}${String(index).padStart(4, '0')}`, name: `Cliente ${index}`, isGroup: false },
          fromMe: false,
          mediaType: 'conversation',
          body,
        }),
      ),
    );

  const ticketsOf = async (connectionId: number) =>
    (await ctx.db.pool.query('SELECT id FROM tickets WHERE whatsapp_id = $1 ORDER BY id', [connectionId])).rows.map(
      (row: { id: number }) => row.id,
    );

  it('answers a burst of new customers in a few transactions, not one per message', async () => {
    const { desk, connection } = await twoQueues();
    const customers = 30;
    const counts = await counter.during(() => burst(connection, '1000', Array(customers).fill('oi')));
    const tickets = await ticketsOf(connection.id);
    expect(tickets).toHaveLength(customers);
    for (const ticketId of tickets) expect(await desk.botTexts(ticketId)).toHaveLength(1);
    expect(await desk.inbox()).toEqual([]);
    // Turn by turn it was a transaction per message (30 turns and the inbound batches): the batch's
    // turns share one, with its reads of tickets, states, contacts, messages and settings.
    expect(counts.transactions).toBeLessThan(customers / 2);
    expect(counts.statements / customers).toBeLessThan(10);
  });

  it('puts a burst of new customers of a one-queue phone into its queue in a few transactions', async () => {
    const { desk, connection } = await twoQueues(1);
    const customers = 30;
    const counts = await counter.during(() => burst(connection, '3000', Array(customers).fill('oi')));
    const tickets = await ticketsOf(connection.id);
    expect(tickets).toHaveLength(customers);
    for (const ticketId of tickets) {
      expect(await desk.ticket(ticketId)).toMatchObject({ status: 'pending', isBot: false });
      expect((await desk.ticket(ticketId)).queueId).not.toBeNull();
      // The phone's greeting (sendGreetingMessageOneQueues), then the queue's, its variable filled.
      expect(await desk.botTexts(ticketId)).toEqual([
        'Olá! Escolha:',
        expect.stringMatching(/^Bem-vindo, Cliente \d+$/),
      ]);
    }
    expect(counts.transactions).toBeLessThan(customers / 2);
    // Two greetings and the queue's entry (ticket, log, attendance) per customer.
    expect(counts.statements / customers).toBeLessThan(15);
  });

  it('fails one turn alone: the others of its batch are answered, its message waits in the inbox', async () => {
    const { desk, connection } = await twoQueues();
    const bodies = ['oi', 'oi', 'falhe', 'oi', 'oi'];
    await burst(connection, '2000', bodies);
    const tickets = await ticketsOf(connection.id);
    const answered = await Promise.all(tickets.map(async (ticketId) => (await desk.botTexts(ticketId)).length));
    expect(answered).toEqual([1, 1, 0, 1, 1]);
    expect((await desk.inbox()).map((row) => row.ticketId)).toEqual([tickets[2]]);
  });
});
