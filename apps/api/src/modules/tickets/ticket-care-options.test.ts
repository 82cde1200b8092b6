import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../../test/clients';
import { createConnection, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { sentTextsOf, setCompanySettings, type TicketDesk, ticketDesk } from './tickets.test-support';

let ctx: TestContext;
let desk: TicketDesk;

beforeAll(async () => {
  ctx = await createTestContext();
  desk = await ticketDesk(ctx);
});
afterAll(async () => ctx?.close());

const put = (client: TicketDesk['asA'], id: number, payload: object) =>
  client({ method: 'PUT', url: `/api/tickets/${id}`, payload });
const textsOf = async (ticketId: number) => (await sentTextsOf(ctx.db, ticketId)).map((message) => message.body);

describe('transfer message (sendMsgTransfTicket)', () => {
  it("sends the company's transfer message with the destination queue filled, only when enabled", async () => {
    await setCompanySettings(ctx.db, desk.companyId, { transferMessage: 'Você agora está na fila {{queue}}.' });
    const quiet = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
    await put(desk.asA, quiet.id, { isTransfered: true, queueId: desk.queueB.id, userId: null, status: 'pending' });
    expect(await textsOf(quiet.id)).toEqual([]);

    await setCompanySettings(ctx.db, desk.companyId, { sendMsgTransfTicket: 'enabled' });
    const told = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
    await put(desk.asA, told.id, { isTransfered: true, queueId: desk.queueB.id, userId: null, status: 'pending' });
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
