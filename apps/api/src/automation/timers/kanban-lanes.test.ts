import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTag } from '../../../test/factories';
import { ticketTags } from '../../db/schema';
import { minutesFromNow, timersSuite } from './timers.test-support';

const hoursFromNow = (hours: number) => minutesFromNow(hours * 60);

describe('automation timers: kanban lanes', () => {
  const suite = timersSuite();

  /** A company with a connection and lanes built by `build`; tickets are put in lanes directly. */
  async function lanesWorld() {
    const { ctx, world } = suite;
    const company = await world.company();
    const connection = await world.connection(company.id);
    const lane = (values: Partial<Parameters<typeof createTag>[2]> = {}) =>
      createTag(ctx.db, company.id, { kanban: 1, ...values });
    const put = (ticketId: number, tagId: number, createdAt = new Date()) =>
      ctx.db.system.transaction((tx) =>
        tx.insert(ticketTags).values({ companyId: company.id, ticketId, tagId, createdAt }),
      );
    const lanesOf = async (ticketId: number) =>
      (
        await ctx.db.system.transaction((tx) =>
          tx
            .select({ tagId: ticketTags.tagId })
            .from(ticketTags)
            .where(and(eq(ticketTags.ticketId, ticketId))),
        )
      ).map((row) => row.tagId);
    return { company, connection, lane, put, lanesOf };
  }

  it('moves a ticket to nextLaneId once it stayed timeLane hours, logs it and greets in the new lane', async () => {
    const { world } = suite;
    const { company, connection, lane, put, lanesOf } = await lanesWorld();
    const done = await lane({ name: 'Concluído', greetingMessageLane: 'Ticket {{ticket_id}} concluído' });
    const waiting = await lane({ name: 'Aguardando', timeLane: 2, nextLaneId: done.id });
    const ticket = await world.ticket(company.id, connection.id, { status: 'open' });
    const closed = await world.ticket(company.id, connection.id, { status: 'closed' });
    await put(ticket.id, waiting.id);
    await put(closed.id, waiting.id);

    expect((await world.sweep(hoursFromNow(1.9)))?.laneMoves).toBe(0);
    expect(await lanesOf(ticket.id)).toEqual([waiting.id]);
    expect((await world.sweep(hoursFromNow(2.1)))?.laneMoves).toBe(1);
    expect(await lanesOf(ticket.id)).toEqual([done.id]);
    expect(await world.logs(ticket.id)).toEqual([{ type: 'lane', userId: null, queueId: null }]);
    expect((await world.botMessages(ticket.id)).map((message) => message.body)).toEqual([
      `Ticket ${ticket.id} concluído`,
    ]);
    expect(await world.sendJobs(ticket.id)).toBe(1);
    expect(world.updates).toContainEqual({
      type: 'ticket.updated',
      companyId: company.id,
      ticketId: ticket.id,
      before: { userId: null, queueId: null, status: 'open', isGroup: false },
    });
    // Closed tickets are off the board: their lane time does not run.
    expect(await lanesOf(closed.id)).toEqual([waiting.id]);
  });

  it('is restart-safe: a sweep that runs again, or late, moves each ticket once', async () => {
    const { world } = suite;
    const { company, connection, lane, put, lanesOf } = await lanesWorld();
    const last = await lane({ name: 'Fim', greetingMessageLane: 'Até logo' });
    const first = await lane({ name: 'Início', timeLane: 1, nextLaneId: last.id });
    const ticket = await world.ticket(company.id, connection.id, { status: 'pending' });
    await put(ticket.id, first.id);

    // The server was down for a day: the first sweep after the restart does the overdue move.
    const late = hoursFromNow(24);
    expect((await world.sweep(late))?.laneMoves).toBe(1);
    expect((await world.sweep(late))?.laneMoves).toBe(0);
    expect((await world.sweep(hoursFromNow(48)))?.laneMoves).toBe(0);
    expect(await lanesOf(ticket.id)).toEqual([last.id]);
    expect(await world.botMessages(ticket.id)).toHaveLength(1);
    expect(await world.logs(ticket.id)).toHaveLength(1);
  });

  it('chains lanes: the next lane’s own time counts from when the ticket entered it', async () => {
    const { world } = suite;
    const { company, connection, lane, put, lanesOf } = await lanesWorld();
    const third = await lane({ name: 'Terceira' });
    const second = await lane({ name: 'Segunda', timeLane: 3, nextLaneId: third.id });
    const first = await lane({ name: 'Primeira', timeLane: 1, nextLaneId: second.id });
    const ticket = await world.ticket(company.id, connection.id, { status: 'open' });
    await put(ticket.id, first.id);

    await world.sweep(hoursFromNow(1.5));
    expect(await lanesOf(ticket.id)).toEqual([second.id]);
    await world.sweep(hoursFromNow(4));
    expect(await lanesOf(ticket.id)).toEqual([second.id]);
    await world.sweep(hoursFromNow(4.6));
    expect(await lanesOf(ticket.id)).toEqual([third.id]);
  });

  it('returns a ticket to rollbackLaneId when the customer answers after it entered the lane', async () => {
    const { world } = suite;
    const { company, connection, lane, put, lanesOf } = await lanesWorld();
    const talking = await lane({ name: 'Em conversa', greetingMessageLane: 'Olá de novo!' });
    const proposal = await lane({ name: 'Proposta enviada', rollbackLaneId: talking.id });
    const answered = await world.ticket(company.id, connection.id, { status: 'open' });
    const silent = await world.ticket(company.id, connection.id, { status: 'open' });
    const entered = new Date(Date.now() - 60_000);
    await put(answered.id, proposal.id, entered);
    // The silent customer's last message came before the ticket entered the lane.
    await world.set(silent.id, { lastInboundAt: new Date(entered.getTime() - 60_000) });
    await put(silent.id, proposal.id, entered);

    expect((await world.sweep(new Date()))?.laneRollbacks).toBe(0);
    await world.set(answered.id, { lastInboundAt: new Date() });
    const report = await world.sweep(minutesFromNow(1));
    expect(report?.laneRollbacks).toBe(1);
    expect(await lanesOf(answered.id)).toEqual([talking.id]);
    expect(await lanesOf(silent.id)).toEqual([proposal.id]);
    expect(await world.logs(answered.id)).toEqual([{ type: 'lane', userId: null, queueId: null }]);
    expect((await world.botMessages(answered.id)).map((message) => message.body)).toEqual(['Olá de novo!']);
    // The answer was before it entered the rollback lane: nothing more happens.
    expect((await world.sweep(minutesFromNow(2)))?.laneRollbacks).toBe(0);
  });
});
