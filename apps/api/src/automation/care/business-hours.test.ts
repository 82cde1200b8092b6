import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueue } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { companies, tickets } from '../../db/schema';
import { defaultScheduleEntries } from '../../db/schema/schedule-entries';
import { setCompanySettings } from '../../modules/tickets/tickets.test-support';
import { automationDesk } from '../automation.test-support';
import type { BotStage } from '../bot-turn';
import { queueOutOfHours } from './business-hours';
import { careThenMenu, logTrail } from './care.test-support';

/** Stands for the queue menu's "enter queue": a message '#<id>' puts the ticket in that queue. */
const queueEntry: BotStage = async (turn) => {
  const chosen = /^#(\d+)$/.exec(turn.message.body);
  if (!chosen) return;
  const queueId = Number(chosen[1]);
  await turn.update({ queueId });
  if (await queueOutOfHours(turn, queueId)) return 'handled';
  await turn.send({ body: 'Você entrou na fila.' });
  return 'handled';
};

/** Wednesday 25 November 2026, 20:00 in São Paulo (UTC-3): after the default 13:00-18:00 shift. */
const wednesdayEvening = new Date('2026-11-25T23:00:00Z');
const hours = (count: number) => count * 60 * 60 * 1000;
const closedMessage = 'Estamos fora do horário. Voltamos amanhã às 8h.';

describe('business hours', () => {
  let ctx: TestContext;
  let now = wednesdayEvening;
  let desk: Awaited<ReturnType<typeof automationDesk>>;

  beforeAll(async () => {
    ctx = await createTestContext(
      {},
      {
        automationStages: [...careThenMenu.slice(0, -1), queueEntry, ...careThenMenu.slice(-1)],
        automationNow: () => now,
      },
    );
    desk = await automationDesk(ctx, { outOfHoursMessage: closedMessage });
  });
  afterAll(() => ctx.close());

  const at = (instant: Date) => {
    now = instant;
  };
  const later = (ms: number) => at(new Date(wednesdayEvening.getTime() + ms));
  const setQueue = (ticketId: number, queueId: number) =>
    ctx.db.system.transaction((tx) => tx.update(tickets).set({ queueId }).where(eq(tickets.id, ticketId)));

  it("answers out of the company's hours once per interval, and lets the menu run within them", async () => {
    await setCompanySettings(ctx.db, desk.companyId, { scheduleType: 'company' });
    at(wednesdayEvening);
    const first = await desk.write('5511930000001', 'Oi');
    expect(await desk.botTexts(first.ticketId)).toEqual([closedMessage]);
    expect((await desk.state(first.ticketId))?.outOfHoursSentAt).toEqual(wednesdayEvening);
    later(hours(1));
    await desk.write('5511930000001', 'Alguém aí?');
    later(hours(3.9));
    await desk.write('5511930000001', 'Olá?');
    expect(await desk.botTexts(first.ticketId)).toEqual([closedMessage]);
    later(hours(4));
    await desk.write('5511930000001', 'Bom dia');
    expect(await desk.botTexts(first.ticketId)).toEqual([closedMessage, closedMessage]);
    // Thursday 11:00 in São Paulo: open.
    later(hours(15));
    await desk.write('5511930000001', 'Quero comprar');
    expect(await desk.botTexts(first.ticketId)).toEqual([closedMessage, closedMessage, 'menu: Quero comprar']);
    expect((await desk.ticket(first.ticketId)).status).toBe('pending');
  });

  it("reads the hours on the company's clock", async () => {
    await setCompanySettings(ctx.db, desk.companyId, { scheduleType: 'company' });
    const setZone = (timezone: string) =>
      ctx.db.system.transaction((tx) => tx.update(companies).set({ timezone }).where(eq(companies.id, desk.companyId)));
    await setZone('Asia/Tokyo');
    try {
      // 23:00 UTC on Wednesday is 08:00 on Thursday in Tokyo.
      at(wednesdayEvening);
      const first = await desk.write('5511930000002', 'Oi');
      expect(await desk.botTexts(first.ticketId)).toEqual(['menu: Oi']);
    } finally {
      await setZone('America/Sao_Paulo');
    }
  });

  it("uses the connection's hours with scheduleType connection", async () => {
    const closedWednesdays = defaultScheduleEntries().map((entry) =>
      entry.weekdayEn === 'wednesday'
        ? { ...entry, startTimeA: '', endTimeA: '', startTimeB: '', endTimeB: '' }
        : { ...entry, startTimeA: '00:00', endTimeA: '23:59', startTimeB: '', endTimeB: '' },
    );
    const shop = await automationDesk(ctx, { outOfHoursMessage: 'Hoje não abrimos.', schedules: closedWednesdays });
    await setCompanySettings(ctx.db, shop.companyId, { scheduleType: 'connection' });
    // Wednesday 11:00 in São Paulo: the company's default hours are open, the connection's are not.
    at(new Date('2026-11-25T14:00:00Z'));
    const wednesday = await shop.write('5511930000003', 'Oi');
    expect(await shop.botTexts(wednesday.ticketId)).toEqual(['Hoje não abrimos.']);
    // Tuesday 22:00 in São Paulo: the connection is open all day.
    at(new Date('2026-11-25T01:00:00Z'));
    const tuesday = await shop.write('5511930000004', 'Oi');
    expect(await shop.botTexts(tuesday.ticketId)).toEqual(['menu: Oi']);
  });

  it('answers with the collective vacation message whatever the scheduleType', async () => {
    const away = await automationDesk(ctx, {
      collectiveVacationStart: '2026-11-20',
      collectiveVacationEnd: '2026-11-30',
      collectiveVacationMessage: 'Férias coletivas até 30/11.',
    });
    await setCompanySettings(ctx.db, away.companyId, { scheduleType: 'disabled' });
    at(new Date('2026-11-30T14:00:00Z'));
    const during = await away.write('5511930000005', 'Oi');
    expect(await away.botTexts(during.ticketId)).toEqual(['Férias coletivas até 30/11.']);
    at(new Date('2026-11-30T15:00:00Z'));
    await away.write('5511930000005', 'Oi?');
    expect(await away.botTexts(during.ticketId)).toHaveLength(1);
    at(new Date('2026-12-01T14:00:00Z'));
    const after = await away.write('5511930000006', 'Oi');
    expect(await away.botTexts(after.ticketId)).toEqual(['menu: Oi']);
  });

  it("answers a ticket in a closed queue with the queue's message and closes it when the queue says so", async () => {
    await setCompanySettings(ctx.db, desk.companyId, { scheduleType: 'queue' });
    const closing = await createQueue(ctx.db, desk.companyId, {
      schedules: defaultScheduleEntries(),
      outOfHoursMessage: 'O Financeiro atende das 8h às 18h.',
      closeTicket: true,
    });
    const waiting = await createQueue(ctx.db, desk.companyId, {
      schedules: defaultScheduleEntries(),
      outOfHoursMessage: 'O Suporte volta amanhã.',
    });
    at(new Date('2026-11-25T14:00:00Z'));
    const toClose = await desk.write('5511930000007', 'Oi');
    const toWait = await desk.write('5511930000008', 'Oi');
    await setQueue(toClose.ticketId, closing.id);
    await setQueue(toWait.ticketId, waiting.id);

    at(wednesdayEvening);
    await desk.write('5511930000007', 'Meu boleto');
    expect(await desk.botTexts(toClose.ticketId)).toEqual(['menu: Oi', 'O Financeiro atende das 8h às 18h.']);
    expect(await desk.ticket(toClose.ticketId)).toMatchObject({ status: 'closed', userId: null });
    expect((await logTrail(ctx, toClose.ticketId)).at(-1)).toEqual(['closed', null]);

    await desk.write('5511930000008', 'Meu pedido');
    expect(await desk.botTexts(toWait.ticketId)).toEqual(['menu: Oi', 'O Suporte volta amanhã.']);
    expect((await desk.ticket(toWait.ticketId)).status).toBe('pending');

    // A ticket without a queue is the queue menu's to route.
    const queueless = await desk.write('5511930000009', 'Oi');
    expect(await desk.botTexts(queueless.ticketId)).toEqual(['menu: Oi']);
  });

  it('answers for the queue a ticket enters while it is closed (queueOutOfHours), only with scheduleType queue', async () => {
    const queue = await createQueue(ctx.db, desk.companyId, {
      schedules: defaultScheduleEntries(),
      outOfHoursMessage: 'A fila de Trocas abre às 8h.',
      closeTicket: true,
    });
    await setCompanySettings(ctx.db, desk.companyId, { scheduleType: 'queue' });
    at(wednesdayEvening);
    const closedEntry = await desk.write('5511930000010', `#${queue.id}`);
    expect(await desk.botTexts(closedEntry.ticketId)).toEqual(['A fila de Trocas abre às 8h.']);
    expect(await desk.ticket(closedEntry.ticketId)).toMatchObject({ status: 'closed', queueId: queue.id });

    at(new Date('2026-11-25T14:00:00Z'));
    const openEntry = await desk.write('5511930000011', `#${queue.id}`);
    expect(await desk.botTexts(openEntry.ticketId)).toEqual(['Você entrou na fila.']);

    await setCompanySettings(ctx.db, desk.companyId, { scheduleType: 'disabled' });
    at(wednesdayEvening);
    const unchecked = await desk.write('5511930000012', `#${queue.id}`);
    expect(await desk.botTexts(unchecked.ticketId)).toEqual(['Você entrou na fila.']);
  });
});
