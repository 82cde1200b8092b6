import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../../test/clients';
import { createConnection, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import {
  logsOf,
  putTicket,
  sentTextsOf,
  setCompanySettings,
  storedTicket,
  type TicketDesk,
  ticketDesk,
  trackingsOf,
} from './tickets.test-support';

let ctx: TestContext;
let desk: TicketDesk;

beforeAll(async () => {
  ctx = await createTestContext();
  desk = await ticketDesk(ctx);
});
afterAll(async () => ctx?.close());

const put = putTicket;
/** A transfer to queue B, waiting there for an attendant. */
const toQueueB = (client: TicketDesk['asA'], id: number) =>
  put(client, id, { isTransfered: true, queueId: desk.queueB.id, userId: null, status: 'pending' });
const textsOf = async (ticketId: number) => (await sentTextsOf(ctx.db, ticketId)).map((message) => message.body);

describe('transfer message (sendMsgTransfTicket)', () => {
  it("sends the company's transfer message with the destination queue filled, only when enabled", async () => {
    await setCompanySettings(ctx.db, desk.companyId, { transferMessage: 'Você agora está na fila {{queue}}.' });
    const quiet = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
    await toQueueB(desk.asA, quiet.id);
    expect(await textsOf(quiet.id)).toEqual([]);

    await setCompanySettings(ctx.db, desk.companyId, { sendMsgTransfTicket: 'enabled' });
    const told = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
    await toQueueB(desk.asA, told.id);
    expect(await textsOf(told.id)).toEqual(['Você agora está na fila Suporte.']);
    await setCompanySettings(ctx.db, desk.companyId, { sendMsgTransfTicket: 'disabled' });
  });
});

describe('farewell when closing a waiting ticket (sendFarewellWaitingTicket)', () => {
  it('sends the farewell on closing a pending ticket with it only when the option is on', async () => {
    const connection = await createConnection(ctx.db, desk.companyId, { complationMessage: 'Até logo, {{name}}.' });
    const closer = await createUser(ctx.db, desk.companyId, { profile: 'admin', farewellMessage: '' });
    const asCloser = await clientFor(ctx, closer);

    const before = await desk.ticket({ whatsappId: connection.id });
    expect((await put(asCloser, before.id, { status: 'closed', sendFarewellMessage: true })).json().status).toBe(
      'closed',
    );
    expect(await textsOf(before.id)).toEqual([]);

    await setCompanySettings(ctx.db, desk.companyId, { sendFarewellWaitingTicket: 'enabled' });
    const waiting = await desk.ticket({ whatsappId: connection.id });
    await put(asCloser, waiting.id, { status: 'closed', sendFarewellMessage: true });
    expect((await textsOf(waiting.id))[0]).toMatch(/^Até logo, .+\.$/);

    // Ignore (close without farewell) stays silent, and so does a ticket waiting for consent.
    const ignored = await desk.ticket({ whatsappId: connection.id });
    await put(asCloser, ignored.id, { status: 'closed', sendFarewellMessage: false });
    expect(await textsOf(ignored.id)).toEqual([]);
    const consent = await desk.ticket({ whatsappId: connection.id, status: 'lgpd' });
    await put(asCloser, consent.id, { status: 'closed', sendFarewellMessage: true });
    expect(await textsOf(consent.id)).toEqual([]);
    await setCompanySettings(ctx.db, desk.companyId, { sendFarewellWaitingTicket: 'disabled' });
  });

  it("prefers the closer's own farewell message", async () => {
    await setCompanySettings(ctx.db, desk.companyId, { sendFarewellWaitingTicket: 'enabled' });
    const closer = await createUser(ctx.db, desk.companyId, { profile: 'admin', farewellMessage: 'Tchau!' });
    const waiting = await desk.ticket();
    await put(await clientFor(ctx, closer), waiting.id, { status: 'closed' });
    expect(await textsOf(waiting.id)).toEqual(['Tchau!']);
    await setCompanySettings(ctx.db, desk.companyId, { sendFarewellWaitingTicket: 'disabled' });
  });
});

describe('close on transfer (closeTicketOnTransfer)', () => {
  const logTrail = async (ticketId: number) =>
    (await logsOf(ctx.db, ticketId)).map((log) => [log.type, log.userId, log.queueId]);

  it('ends the attendance and opens the contact a new ticket in the other queue, where the message goes', async () => {
    await setCompanySettings(ctx.db, desk.companyId, {
      closeTicketOnTransfer: 'enabled',
      sendMsgTransfTicket: 'enabled',
      transferMessage: 'Você agora está na fila {{queue}}.',
    });
    const created: number[] = [];
    const unsubscribe = ctx.events.subscribe('ticket.created', (event) => void created.push(event.ticketId));
    try {
      const ticket = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
      const answer = await toQueueB(desk.asA, ticket.id);
      expect(answer.statusCode).toBe(200);
      const moved = answer.json() as { id: number; status: string; queueId: number; userId: number | null };
      expect(moved).toMatchObject({ status: 'pending', queueId: desk.queueB.id, userId: null });
      expect(moved.id).not.toBe(ticket.id);
      expect(created).toEqual([moved.id]);

      expect(await storedTicket(ctx.db, ticket.id)).toMatchObject({ status: 'closed', userId: desk.attendantA.id });
      expect(await logTrail(ticket.id)).toEqual([
        ['transfered', desk.attendantA.id, desk.queueA.id],
        ['closed', desk.attendantA.id, desk.queueA.id],
      ]);
      expect((await trackingsOf(ctx.db, ticket.id))[0]?.closedAt).toBeInstanceOf(Date);
      expect(await storedTicket(ctx.db, moved.id)).toMatchObject({
        contactId: ticket.contactId,
        whatsappId: ticket.whatsappId,
        isTransfered: true,
      });
      expect(await logTrail(moved.id)).toEqual([['receivedTransfer', null, desk.queueB.id]]);
      expect((await trackingsOf(ctx.db, moved.id))[0]).toMatchObject({ queueId: desk.queueB.id, startedAt: null });
      expect(await textsOf(ticket.id)).toEqual([]);
      expect(await textsOf(moved.id)).toEqual(['Você agora está na fila Suporte.']);
    } finally {
      unsubscribe();
      await setCompanySettings(ctx.db, desk.companyId, {
        closeTicketOnTransfer: 'disabled',
        sendMsgTransfTicket: 'disabled',
      });
    }
  });

  it('keeps the ticket when the queue does not change or the ticket had none', async () => {
    await setCompanySettings(ctx.db, desk.companyId, { closeTicketOnTransfer: 'enabled' });
    try {
      const sameQueue = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
      const toUser = await put(desk.asA, sameQueue.id, {
        isTransfered: true,
        queueId: desk.queueA.id,
        userId: desk.admin.id,
        status: 'open',
      });
      expect(toUser.json()).toMatchObject({ id: sameQueue.id, status: 'open', userId: desk.admin.id });
      const queueless = await desk.ticket({ status: 'open', userId: desk.admin.id });
      const routed = await toQueueB(desk.asAdmin, queueless.id);
      expect(routed.json()).toMatchObject({ id: queueless.id, status: 'pending', queueId: desk.queueB.id });
    } finally {
      await setCompanySettings(ctx.db, desk.companyId, { closeTicketOnTransfer: 'disabled' });
    }
  });

  it("answers 404 for another company's ticket and changes nothing", async () => {
    await setCompanySettings(ctx.db, desk.companyId, { closeTicketOnTransfer: 'enabled' });
    try {
      const other = await ticketDesk(ctx);
      const foreign = await other.ticket({ queueId: other.queueA.id, status: 'open', userId: other.attendantA.id });
      const refused = await toQueueB(desk.asAdmin, foreign.id);
      expect(refused.statusCode).toBe(404);
      expect(await storedTicket(ctx.db, foreign.id)).toMatchObject({ status: 'open', queueId: other.queueA.id });
    } finally {
      await setCompanySettings(ctx.db, desk.companyId, { closeTicketOnTransfer: 'disabled' });
    }
  });
});
