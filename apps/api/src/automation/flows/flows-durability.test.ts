import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { seeded } from '../../../test/seeded-random';
import { contacts, flowRuns, tickets } from '../../db/schema';
import type { Automation } from '../automation';
import { secondAutomation } from '../automation.test-support';
import { edge, flowDesk, graph, node, splitFlow } from './flows.test-support';

const asking = graph(
  [
    node('start', 'start'),
    node('ask', 'question', { typebotIntegration: { message: 'Seu pedido?', answerKey: 'pedido' } }),
    node('thanks', 'message', { label: 'Pedido {{pedido}} anotado' }),
  ],
  [edge('start', 'ask'), edge('ask', 'thanks')],
);

const pausing = graph(
  [
    node('start', 'start'),
    node('content', 'singleBlock', {
      seq: ['message1', 'interval1', 'message2'],
      elements: [
        { number: 'message1', type: 'message', value: 'antes' },
        { number: 'interval1', type: 'interval', value: '2' },
        { number: 'message2', type: 'message', value: 'depois' },
      ],
    }),
  ],
  [edge('start', 'content')],
);

describe('flow runs: exactly once', () => {
  let ctx: TestContext;
  let desk: Awaited<ReturnType<typeof flowDesk>>;
  /** A second automation over the same database: another process's. */
  let other: Automation;
  let phone = 5511950000000;
  const customer = () => String(++phone);

  beforeAll(async () => {
    ctx = await createTestContext({}, { automationRandom: seeded(2024) });
    desk = await flowDesk(ctx);
    other = secondAutomation(ctx);
  });
  afterAll(() => ctx.close());

  it('advances a run once per message: repeated deliveries, two processes racing, a late repeat', async () => {
    const flow = await desk.flow(asking);
    await desk.setFlows({ flowIdWelcome: flow.id, flowIdNotPhrase: null });
    const from = customer();
    const first = await desk.write(from, 'oi', { id: 'DUP-1' });
    await desk.write(from, 'oi', { id: 'DUP-1' });
    expect(await desk.botTexts(first.ticketId)).toEqual(['Seu pedido?']);
    const answer = await desk.write(from, '42', { id: 'DUP-2' });
    await desk.write(from, '42', { id: 'DUP-2' });
    expect(await desk.botTexts(first.ticketId)).toEqual(['Seu pedido?', 'Pedido 42 anotado']);
    // The answer back in the inbox, taken by two processes at once: one finds the row, and the
    // run (ended) and the ticket's state (newest message handled) refuse to answer it twice.
    await desk.putBack(answer);
    const outcomes = await Promise.all([
      ctx.channels.automation.handle(desk.companyId, answer.id),
      other.handle(desk.companyId, answer.id),
    ]);
    expect(outcomes.sort()).toEqual(['handled', 'taken']);
    expect(await desk.botTexts(first.ticketId)).toEqual(['Seu pedido?', 'Pedido 42 anotado']);
    expect(await desk.runs(first.ticketId)).toMatchObject([{ status: 'ended', variables: { pedido: '42' } }]);
  });

  it('continues after an interval once, however many wake-ups arrive', async () => {
    const flow = await desk.flow(pausing);
    await desk.setFlows({ flowIdWelcome: flow.id, flowIdNotPhrase: null });
    const from = customer();
    const first = await desk.write(from, 'oi');
    const [run] = await desk.runs(first.ticketId);
    if (!run) throw new Error('no run');
    expect(run).toMatchObject({ waiting: 'interval', card: 2, nodeId: 'content' });
    // A message during the wait is taken by the run and changes nothing.
    await desk.write(from, 'ainda aí?');
    const wake = { companyId: desk.companyId, runId: run.id, step: run.step };
    await Promise.all([ctx.channels.automation.wakeFlow(wake), other.wakeFlow(wake), other.wakeFlow(wake)]);
    const texts = await desk.botTextsWhen(first.ticketId, () => false, 3_000);
    expect(texts).toEqual(['antes', 'depois']);
    expect(await desk.runs(first.ticketId)).toMatchObject([{ status: 'ended', endReason: 'end' }]);
  });

  it('fires a wait once after the process died by SIGKILL during it', async () => {
    const flow = await desk.flow(pausing);
    await desk.setFlows({ flowIdWelcome: flow.id, flowIdNotPhrase: null });
    const from = customer();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/fixtures/flow-crash.ts', ctx.url, String(desk.phone.id), from, 'oi', ctx.dataDir],
      { cwd: path.resolve(import.meta.dirname, '../../..'), stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const [, signal] = (await once(child, 'exit')) as [number | null, string | null];
    expect(signal).toBe('SIGKILL');
    const [ticket] = await ctx.db.system.transaction((tx) =>
      tx
        .select({ id: tickets.id })
        .from(tickets)
        .innerJoin(contacts, eq(contacts.id, tickets.contactId))
        .where(and(eq(tickets.companyId, desk.companyId), eq(contacts.number, from))),
    );
    if (!ticket) throw new Error('the customer message was not stored before the crash');
    const [run] = await desk.runs(ticket.id);
    expect(run).toMatchObject({ status: 'running', waiting: 'interval' });
    // This process's job workers take the stored wake-up when it is due; a second process racing it changes nothing.
    if (run) await other.wakeFlow({ companyId: desk.companyId, runId: run.id, step: run.step - 1 });
    const texts = await desk.botTextsWhen(ticket.id, (all) => all.includes('depois'));
    expect(texts).toEqual(['antes', 'depois']);
    if (run) await other.wakeFlow({ companyId: desk.companyId, runId: run.id, step: run.step });
    expect(await desk.botTexts(ticket.id)).toEqual(['antes', 'depois']);
    expect(await desk.runs(ticket.id)).toMatchObject([{ status: 'ended', endReason: 'end' }]);
  }, 60_000);

  // 200 runs through the whole pipeline (each a new customer); flow-values.test.ts draws 1,000 without it.
  it('splits runs by the randomizer percentage within tolerance', async () => {
    const split = await desk.flow(splitFlow(30));
    await desk.setFlows({ flowIdWelcome: split.id, flowIdNotPhrase: null });
    const ticketIds: number[] = [];
    for (let chunk = 0; chunk < 4; chunk++) {
      const written = await Promise.all(Array.from({ length: 50 }, () => desk.write(customer(), 'oi')));
      ticketIds.push(...written.map((message) => message.ticketId));
    }
    const runs = await ctx.db.system.transaction((tx) =>
      tx
        .select({ nodeId: flowRuns.nodeId, status: flowRuns.status })
        .from(flowRuns)
        .where(eq(flowRuns.flowId, split.id)),
    );
    expect(runs).toHaveLength(200);
    expect(new Set(ticketIds).size).toBe(200);
    expect(runs.every((run) => run.status === 'ended')).toBe(true);
    const a = runs.filter((run) => run.nodeId === 'a').length;
    expect(runs.filter((run) => run.nodeId === 'b').length).toBe(200 - a);
    // 30 % of 200 ± 10 points (over three standard deviations of a binomial draw); the draws are seeded.
    expect(a).toBeGreaterThanOrEqual(40);
    expect(a).toBeLessThanOrEqual(80);
  }, 60_000);
});
