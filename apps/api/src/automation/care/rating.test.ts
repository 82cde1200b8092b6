import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createTestContext, type TestContext } from '../../../test/harness';
import { ticketAutomation, tickets, userRatings } from '../../db/schema';
import { setCompanySettings, trackingsOf } from '../../modules/tickets/tickets.test-support';
import { automationDesk } from '../automation.test-support';
import { careThenMenu, logTrail } from './care.test-support';
import { defaultRatingThanks } from './care-texts';

const ratingMessage = 'De 0 a 10, que nota você dá ao atendimento?';

describe('NPS rating', () => {
  let ctx: TestContext;
  let desk: Awaited<ReturnType<typeof automationDesk>>;

  beforeAll(async () => {
    ctx = await createTestContext({}, { automationStages: careThenMenu });
    desk = await automationDesk(ctx, {
      ratingMessage,
      complationMessage: 'Obrigado, {{name}}!',
      maxUseBotQueuesNPS: 2,
      timeCreateNewTicket: 30,
    });
    await setCompanySettings(ctx.db, desk.companyId, { userRating: 'enabled' });
  });
  afterAll(() => ctx.close());

  const ratingsOf = (ticketId: number) =>
    ctx.db.system.transaction((tx) => tx.select().from(userRatings).where(eq(userRatings.ticketId, ticketId)));

  /** A customer's ticket, attended by the plain user and closed by them asking for the rating. */
  async function ratedAttendance(from: string, name: string) {
    const first = await desk.write(from, 'Preciso de ajuda', { name });
    await ctx.db.system.transaction((tx) =>
      tx.update(tickets).set({ status: 'open', userId: desk.user.id }).where(eq(tickets.id, first.ticketId)),
    );
    const closing = await desk.asUser({
      method: 'PUT',
      url: `/api/tickets/${first.ticketId}`,
      payload: { status: 'closed', sendFarewellMessage: true },
    });
    expect(closing.json()).toMatchObject({ status: 'nps' });
    expect(await desk.state(first.ticketId)).toMatchObject({ step: 'nps', attempts: 0 });
    return first.ticketId;
  }

  it('records a 0-10 answer for the attendant, thanks the contact and closes the ticket as the system', async () => {
    const ticketId = await ratedAttendance('5511920000001', 'Hugo');
    await desk.write('5511920000001', ' 9 ');
    expect(await ratingsOf(ticketId)).toMatchObject([{ rate: 9, userId: desk.user.id }]);
    const [tracking] = await trackingsOf(ctx.db, ticketId);
    expect(tracking?.ratedAt).toBeInstanceOf(Date);
    expect(tracking?.closedAt).toBeInstanceOf(Date);
    expect((await ratingsOf(ticketId))[0]?.ticketTrackingId).toBe(tracking?.id);
    expect(await desk.ticket(ticketId)).toMatchObject({ status: 'closed', userId: desk.user.id });
    expect(await desk.botTexts(ticketId)).toEqual(['menu: Preciso de ajuda', 'Obrigado, Hugo!']);
    expect((await logTrail(ctx, ticketId)).at(-1)).toEqual(['closed', null]);
    expect(await desk.state(ticketId)).toMatchObject({ step: 'nps' });

    const { uuid } = await desk.ticket(ticketId);
    const shown = await desk.asAdmin({ method: 'GET', url: `/api/tickets/u/${uuid}` });
    expect(shown.json()).toMatchObject({ status: 'closed', userRating: { rate: 9 } });
    const outsider = await companyWithStaff(ctx);
    expect((await outsider.asAdmin({ method: 'GET', url: `/api/tickets/u/${uuid}` })).statusCode).toBe(404);
  });

  it('takes 0 and 10, the ends of the scale', async () => {
    const zero = await ratedAttendance('5511920000002', 'Iara');
    await desk.write('5511920000002', '0');
    const ten = await ratedAttendance('5511920000003', 'João');
    await desk.write('5511920000003', '*10*');
    expect((await ratingsOf(zero))[0]?.rate).toBe(0);
    expect((await ratingsOf(ten))[0]?.rate).toBe(10);
  });

  it('repeats the rating message up to maxUseBotQueuesNPS times, then closes unrated', async () => {
    const ticketId = await ratedAttendance('5511920000004', 'Kátia');
    const before = await desk.state(ticketId);
    await desk.write('5511920000004', 'ótimo');
    const after = await desk.state(ticketId);
    expect(after).toMatchObject({ step: 'nps', attempts: 1 });
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? Number.POSITIVE_INFINITY);
    await desk.write('5511920000004', '11');
    expect(await desk.ticket(ticketId)).toMatchObject({ status: 'nps' });
    await desk.write('5511920000004', 'nota dez');
    expect(await desk.ticket(ticketId)).toMatchObject({ status: 'closed', userId: desk.user.id });
    expect(await ratingsOf(ticketId)).toEqual([]);
    expect(await desk.botTexts(ticketId)).toEqual([
      'menu: Preciso de ajuda',
      ratingMessage,
      ratingMessage,
      'Obrigado, Kátia!',
    ]);
    const [tracking] = await trackingsOf(ctx.db, ticketId);
    expect(tracking).toMatchObject({ ratedAt: null });
    expect(tracking?.closedAt).toBeInstanceOf(Date);
  });

  it('opens a new ticket for a message after the rating, even within timeCreateNewTicket', async () => {
    const ticketId = await ratedAttendance('5511920000005', 'Lia');
    await desk.write('5511920000005', '8');
    const after = await desk.write('5511920000005', 'Mais uma dúvida');
    expect(after.ticketId).not.toBe(ticketId);
    expect(await desk.ticket(after.ticketId)).toMatchObject({ status: 'pending', userId: null });
    expect(await desk.botTexts(after.ticketId)).toEqual(['menu: Mais uma dúvida']);
    expect((await desk.ticket(ticketId)).status).toBe('closed');
  });

  it('still reopens, within timeCreateNewTicket, a ticket closed without the rating, its bot starting over', async () => {
    const first = await desk.write('5511920000006', 'Oi');
    await ctx.db.system.transaction((tx) =>
      tx.update(tickets).set({ status: 'open', userId: desk.user.id }).where(eq(tickets.id, first.ticketId)),
    );
    await desk.asUser({
      method: 'PUT',
      url: `/api/tickets/${first.ticketId}`,
      payload: { status: 'closed', sendFarewellMessage: false },
    });
    // As the queue menu would have left it: a step with invalid answers counted.
    await ctx.db.system.transaction((tx) =>
      tx
        .update(ticketAutomation)
        .set({ step: 'queue', attempts: 2 })
        .where(eq(ticketAutomation.ticketId, first.ticketId)),
    );
    const again = await desk.write('5511920000006', 'Voltei');
    expect(again.ticketId).toBe(first.ticketId);
    expect(await desk.ticket(first.ticketId)).toMatchObject({ status: 'pending' });
    expect(await desk.state(first.ticketId)).toMatchObject({ step: 'idle', attempts: 0 });
  });

  it('thanks with a default text when the connection has no completion message', async () => {
    const plain = await automationDesk(ctx, { ratingMessage, maxUseBotQueuesNPS: 0 });
    await setCompanySettings(ctx.db, plain.companyId, { userRating: 'enabled' });
    const first = await plain.write('5511920000007', 'Oi');
    await ctx.db.system.transaction((tx) =>
      tx.update(tickets).set({ status: 'open', userId: plain.admin.id }).where(eq(tickets.id, first.ticketId)),
    );
    await plain.asAdmin({ method: 'PUT', url: `/api/tickets/${first.ticketId}`, payload: { status: 'closed' } });
    await plain.write('5511920000007', '7');
    expect(await plain.botTexts(first.ticketId)).toEqual(['menu: Oi', defaultRatingThanks]);
    // With maxUseBotQueuesNPS 0 the first invalid answer closes it, with nothing to say.
    const second = await plain.write('5511920000008', 'Oi');
    await ctx.db.system.transaction((tx) =>
      tx.update(tickets).set({ status: 'open', userId: plain.admin.id }).where(eq(tickets.id, second.ticketId)),
    );
    await plain.asAdmin({ method: 'PUT', url: `/api/tickets/${second.ticketId}`, payload: { status: 'closed' } });
    await plain.write('5511920000008', 'ok');
    expect(await plain.ticket(second.ticketId)).toMatchObject({ status: 'closed' });
    expect(await plain.botTexts(second.ticketId)).toEqual(['menu: Oi']);
  });
});
