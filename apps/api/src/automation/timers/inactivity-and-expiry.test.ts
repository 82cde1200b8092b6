import { describe, expect, it, vi } from 'vitest';
import { ticketAutomation, ticketTrackings } from '../../db/schema';
import { minutesFromNow, timersSuite } from './timers.test-support';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('automation timers: inactivity notice, auto-close and NPS expiry', () => {
  const suite = timersSuite();

  it("sends inactiveMessage as the bot once, timeInactiveMessage after the attendant's unanswered message", async () => {
    const { ctx, world } = suite;
    const company = await world.company();
    const connection = await world.connection(company.id, {
      timeInactiveMessage: 15,
      inactiveMessage: 'Olá {{firstName}}, ainda está aí?',
    });
    const ticket = await world.ticket(company.id, connection.id, { status: 'open' });
    const answered = await world.ticket(company.id, connection.id, { status: 'open' });
    await world.set(ticket.id, { lastAgentMessageAt: new Date(), lastInboundAt: minutesAgo(5) });
    await world.set(answered.id, { lastAgentMessageAt: minutesAgo(1), lastInboundAt: new Date() });

    expect((await world.sweep(minutesFromNow(14)))?.inactivityMessages).toBe(0);
    expect((await world.sweep(minutesFromNow(16)))?.inactivityMessages).toBe(1);
    const [notice] = await world.botMessages(ticket.id);
    expect(notice).toMatchObject({ userId: null, fromMe: true });
    expect(notice?.body).toMatch(/^Olá \S+, ainda está aí\?$/);
    expect(await world.sendJobs(ticket.id)).toBe(1);
    // Sent after the commit by the outbound path: the simulated phone acknowledges it.
    await vi.waitFor(async () => expect((await world.botMessages(ticket.id))[0]?.ack).toBeGreaterThan(0), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await world.botMessages(answered.id)).toEqual([]);

    // Once per attendant message: later sweeps stay silent until the attendant writes again.
    expect((await world.sweep(minutesFromNow(60)))?.inactivityMessages).toBe(0);
    // Neither the bot's messages nor private notes are the attendant's: they do not arm the notice again.
    const armed = (await world.read(ticket.id)).lastAgentMessageAt;
    await ctx.app.outbound.send(company.id, { ticketId: ticket.id, body: 'Menu', userId: null, fromBot: true });
    await ctx.app.outbound.send(company.id, { ticketId: ticket.id, body: 'Nota', userId: null, isPrivate: true });
    expect((await world.read(ticket.id)).lastAgentMessageAt).toEqual(armed);
    await ctx.app.outbound.send(company.id, { ticketId: ticket.id, body: 'Posso ajudar?', userId: null });
    expect((await world.read(ticket.id)).lastAgentMessageAt).not.toBeNull();
    expect((await world.sweep(minutesFromNow(16)))?.inactivityMessages).toBe(1);
    const notices = (await world.botMessages(ticket.id)).filter((message) => message.body.includes('ainda está aí'));
    expect(notices).toHaveLength(2);
    expect((await world.read(ticket.id)).status).toBe('open');
  });

  it("closes after expiresTicket, counting from either side's last message with whenExpiresTicket '0'", async () => {
    const { ctx, world } = suite;
    const company = await world.company();
    const connection = await world.connection(company.id, {
      expiresTicket: 30,
      whenExpiresTicket: '0',
      expiresInactiveMessage: 'Atendimento {{ticket_id}} encerrado por inatividade',
      complationMessage: 'Obrigado pelo contato',
    });
    const attendant = await world.attendant(company.id, []);
    const ticket = await world.ticket(company.id, connection.id, { status: 'open', userId: attendant.id });
    await ctx.db.system.transaction((tx) =>
      tx.insert(ticketTrackings).values({ companyId: company.id, ticketId: ticket.id, userId: attendant.id }),
    );
    // The customer wrote last, 10 minutes after the attendant.
    await world.set(ticket.id, { lastAgentMessageAt: minutesAgo(10), lastInboundAt: new Date() });

    expect((await world.sweep(minutesFromNow(29)))?.expired).toBe(0);
    expect((await world.sweep(minutesFromNow(31)))?.expired).toBe(1);
    expect(await world.read(ticket.id)).toMatchObject({ status: 'closed', userId: attendant.id, unreadMessages: 0 });
    expect(await world.logs(ticket.id)).toEqual([{ type: 'closed', userId: null, queueId: null }]);
    expect(await world.trackingClosedAt(ticket.id)).toBeInstanceOf(Date);
    expect((await world.botMessages(ticket.id)).map((message) => message.body)).toEqual([
      `Atendimento ${ticket.id} encerrado por inatividade`,
    ]);
    expect(world.updates).toContainEqual({
      type: 'ticket.updated',
      companyId: company.id,
      ticketId: ticket.id,
      before: { userId: attendant.id, queueId: null, status: 'open', isGroup: false },
    });

    expect((await world.sweep(minutesFromNow(90)))?.expired).toBe(0);
    expect(await world.botMessages(ticket.id)).toHaveLength(1);
    expect(await world.logs(ticket.id)).toHaveLength(1);
  });

  it("with whenExpiresTicket '1' closes only a ticket whose attendant wrote last without an answer", async () => {
    const { world } = suite;
    const company = await world.company();
    const connection = await world.connection(company.id, { expiresTicket: 30, whenExpiresTicket: '1' });
    const unanswered = await world.ticket(company.id, connection.id, { status: 'open' });
    const customerLast = await world.ticket(company.id, connection.id, { status: 'open' });
    await world.set(unanswered.id, { lastAgentMessageAt: new Date(), lastInboundAt: minutesAgo(3) });
    await world.set(customerLast.id, { lastAgentMessageAt: minutesAgo(3), lastInboundAt: new Date() });

    const report = await world.sweep(minutesFromNow(45));
    expect(report?.expired).toBe(1);
    expect((await world.read(unanswered.id)).status).toBe('closed');
    expect((await world.read(customerLast.id)).status).toBe('open');
    // No expiresInactiveMessage configured: closed silently.
    expect(await world.botMessages(unanswered.id)).toEqual([]);
  });

  it('closes a ticket left in nps unrated expiresTicketNPS after the last NPS activity', async () => {
    const { ctx, world } = suite;
    const company = await world.company();
    const connection = await world.connection(company.id, { expiresTicketNPS: 20 });
    const rating = await world.ticket(company.id, connection.id, { status: 'nps' });
    const noState = await world.ticket(company.id, connection.id, { status: 'nps' });
    const untouched = await world.ticket(company.id, connection.id, { status: 'nps' });
    // The customer answered (invalidly) 15 minutes in: the NPS state row is newer than the ticket.
    await ctx.db.system.transaction((tx) =>
      tx.insert(ticketAutomation).values({
        companyId: company.id,
        ticketId: rating.id,
        step: 'nps',
        attempts: 1,
        updatedAt: minutesFromNow(15),
      }),
    );

    const first = await world.sweep(minutesFromNow(25));
    expect(first?.ratingsExpired).toBe(2);
    expect((await world.read(rating.id)).status).toBe('nps');
    expect((await world.read(noState.id)).status).toBe('closed');
    expect((await world.read(untouched.id)).status).toBe('closed');
    expect(await world.logs(noState.id)).toEqual([{ type: 'closed', userId: null, queueId: null }]);
    expect(await world.botMessages(noState.id)).toEqual([]);

    expect((await world.sweep(minutesFromNow(36)))?.ratingsExpired).toBe(1);
    expect((await world.read(rating.id)).status).toBe('closed');
    const [state] = await ctx.db.system.transaction((tx) => tx.select().from(ticketAutomation));
    expect(state).toMatchObject({ ticketId: rating.id, step: 'idle', attempts: 0 });
  });
});
