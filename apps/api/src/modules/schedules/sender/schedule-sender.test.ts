import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueue } from '../../../../test/factories';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { recurringJobs } from '../../../platform/jobs/registry';
import { senderWorld } from './schedule-sender.test-support';
import { schedulesSweepJob } from './schedules-sweep.job';
import { sendDueSchedules } from './send-due-schedules';

/** 09:00 in São Paulo (UTC-3, no daylight saving since 2019) on a calendar day. */
const saoPaulo9am = (day: string) => new Date(`${day}T12:00:00.000Z`);
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe('the schedule sender', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof senderWorld>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await senderWorld(ctx);
  });
  afterAll(() => ctx.close());

  it('sends a due schedule into the contact ticket through the outbound path, with its variables, and not before', async () => {
    const contact = await world.contact({ name: 'Maria Souza' });
    const sendAt = saoPaulo9am('2030-03-04');
    const schedule = await world.schedule(contact.id, sendAt, {
      body: 'Olá {{firstName}}, falamos pela {{connection}}',
    });
    const published: string[] = [];
    const unsubscribe = ctx.events.subscribe('schedule.updated', ({ schedule }) => {
      published.push(`${schedule.id}:${schedule.status}`);
    });

    expect(await sendDueSchedules(world.deps, plus(sendAt, -1000))).toEqual({ sent: 0, failed: 0 });
    expect((await world.read(schedule.id)).status).toBe('PENDENTE');

    const now = plus(sendAt, 1000);
    expect(await sendDueSchedules(world.deps, now)).toEqual({ sent: 1, failed: 0 });
    const sent = await world.read(schedule.id);
    expect(sent).toMatchObject({ status: 'ENVIADA', sentAt: now, reason: null });
    const conversation = await world.conversation(contact.id);
    expect(conversation).toEqual([
      expect.objectContaining({ body: 'Olá Maria, falamos pela Loja Centro', fromMe: true, mediaType: 'conversation' }),
    ]);
    // openTicket disabled: the message is in the contact's conversation, no ticket is left waiting.
    expect(conversation[0]?.ticket).toMatchObject({
      id: sent.ticketId,
      status: 'closed',
      whatsappId: world.connection.id,
    });
    expect(published).toEqual([`${schedule.id}:ENVIADA`]);
    unsubscribe();
    // The send job delivers it on the sandbox phone (ack above 0).
    await vi.waitFor(
      async () => {
        const [message] = await world.conversation(contact.id);
        expect(message).toBeDefined();
        const { rows } = await ctx.db.pool.query('SELECT ack FROM messages WHERE ticket_id = $1', [sent.ticketId]);
        expect(rows[0].ack).toBeGreaterThan(0);
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('never sends a schedule twice: concurrent sweeps share the work and a later one finds nothing', async () => {
    const sendAt = saoPaulo9am('2030-03-05');
    const contacts = await Promise.all([1, 2, 3, 4, 5].map(() => world.contact()));
    for (const contact of contacts) await world.schedule(contact.id, sendAt);
    const now = plus(sendAt, 5000);
    const reports = await Promise.all([1, 2, 3].map(() => sendDueSchedules(world.deps, now, { batchSize: 2 })));
    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(5);
    expect(await sendDueSchedules(world.deps, plus(now, 60_000))).toEqual({ sent: 0, failed: 0 });
    for (const contact of contacts) expect(await world.conversation(contact.id)).toHaveLength(1);
  });

  it('a schedule that fell due while nothing ran is sent by the sweep job once the platform runs again', async () => {
    expect(recurringJobs).toContainEqual(expect.objectContaining({ definition: schedulesSweepJob, cron: '* * * * *' }));
    const contact = await world.contact();
    const schedule = await world.schedule(contact.id, new Date(Date.now() - 3_600_000), { body: 'Enviado ao voltar' });
    await ctx.jobs.enqueue(schedulesSweepJob, {});
    await vi.waitFor(async () => expect((await world.read(schedule.id)).status).toBe('ENVIADA'), {
      timeout: 15_000,
      interval: 100,
    });
    expect((await world.conversation(contact.id)).map((message) => message.body)).toEqual(['Enviado ao voltar']);
  });

  it('opens the ticket for the chosen user and queue when openTicket is enabled, signed when asked', async () => {
    const contact = await world.contact();
    const queue = await createQueue(ctx.db, world.company.id);
    const sendAt = saoPaulo9am('2030-03-06');
    const schedule = await world.schedule(contact.id, sendAt, {
      body: 'Seu pedido chegou',
      openTicket: 'enabled',
      ticketUserId: world.user.id,
      queueId: queue.id,
      statusTicket: 'open',
      assinar: true,
    });
    await sendDueSchedules(world.deps, plus(sendAt, 1000));
    const [message] = await world.conversation(contact.id);
    expect(message?.body).toContain('Ana Atendente');
    expect(message?.body).toContain('Seu pedido chegou');
    expect(message?.ticket).toMatchObject({ status: 'open', userId: world.user.id, queueId: queue.id });
    expect((await world.read(schedule.id)).ticketId).toBe(message?.ticket.id);
  });

  it('marks a schedule it cannot send as ERRO with the reason, and still sends the others', async () => {
    const unreachable = await world.contact({ channel: 'whatsapp' });
    const reachable = await world.contact();
    const sendAt = saoPaulo9am('2030-03-07');
    const failing = await world.schedule(unreachable.id, sendAt);
    const fine = await world.schedule(reachable.id, sendAt);
    expect(await sendDueSchedules(world.deps, plus(sendAt, 1000))).toEqual({ sent: 1, failed: 1 });
    expect(await world.read(failing.id)).toMatchObject({
      status: 'ERRO',
      reason: 'ERR_SCHEDULE_NO_CONNECTION',
      sentAt: null,
    });
    expect((await world.read(fine.id)).status).toBe('ENVIADA');
    expect(await world.conversation(unreachable.id)).toEqual([]);
    expect(await sendDueSchedules(world.deps, plus(sendAt, 120_000))).toEqual({ sent: 0, failed: 0 });
  });

  describe('recurrence', () => {
    /** Sends each occurrence at its time and answers the send times, in São Paulo wall-clock ISO. */
    const run = async (contactId: number, rounds: number) => {
      for (let round = 0; round < rounds; round++) {
        const waiting = (await world.occurrences(contactId)).find((row) => row.status === 'PENDENTE');
        if (!waiting) break;
        await sendDueSchedules(world.deps, plus(waiting.sendAt, 1000));
      }
      return (await world.occurrences(contactId)).map((row) => ({
        sendAt: row.sendAt.toISOString(),
        status: row.status,
        left: row.enviarQuantasVezes,
      }));
    };

    it('weekly from a Saturday: code 4 keeps Saturday, 5 moves to the Friday before, 6 to the Monday after', async () => {
      const saturday = saoPaulo9am('2030-01-05');
      const expectations = {
        4: ['2030-01-05', '2030-01-12', '2030-01-19'],
        5: ['2030-01-05', '2030-01-11', '2030-01-18'],
        6: ['2030-01-05', '2030-01-14', '2030-01-21'],
      };
      for (const [code, days] of Object.entries(expectations)) {
        const contact = await world.contact();
        await world.schedule(contact.id, saturday, {
          intervalo: 2,
          valorIntervalo: 1,
          enviarQuantasVezes: 3,
          tipoDias: Number(code),
        });
        const sent = await run(contact.id, 5);
        expect(sent).toEqual(
          days.map((day, index) => ({ sendAt: saoPaulo9am(day).toISOString(), status: 'ENVIADA', left: 3 - index })),
        );
        expect(await world.conversation(contact.id)).toHaveLength(3);
      }
    });

    it('monthly counts from the first date on the company clock (Jan 31, Feb 28, Mar 31)', async () => {
      const contact = await world.contact();
      await world.schedule(contact.id, saoPaulo9am('2030-01-31'), {
        intervalo: 3,
        valorIntervalo: 1,
        enviarQuantasVezes: 3,
      });
      expect((await run(contact.id, 5)).map((row) => row.sendAt)).toEqual(
        ['2030-01-31', '2030-02-28', '2030-03-31'].map((day) => saoPaulo9am(day).toISOString()),
      );
    });

    it('after a long stop, the occurrences already past are skipped and count as sent: no burst', async () => {
      const contact = await world.contact();
      const start = saoPaulo9am('2030-04-01');
      await world.schedule(contact.id, start, { intervalo: 4, valorIntervalo: 10, enviarQuantasVezes: 5 });
      await sendDueSchedules(world.deps, plus(start, 25 * 60_000));
      const rows = await world.occurrences(contact.id);
      expect(rows.map((row) => [row.sendAt.toISOString(), row.status, row.enviarQuantasVezes])).toEqual([
        [start.toISOString(), 'ENVIADA', 5],
        [plus(start, 30 * 60_000).toISOString(), 'PENDENTE', 2],
      ]);
      expect(await world.conversation(contact.id)).toHaveLength(1);
    });
  });
});
