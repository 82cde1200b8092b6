import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createContact, createTicket } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { type TicketDesk, ticketDesk } from '../tickets/tickets.test-support';

let ctx: TestContext;
let desk: TicketDesk;

beforeAll(async () => {
  ctx = await createTestContext();
  desk = await ticketDesk(ctx);
});
afterAll(async () => ctx?.close());

/** One contact with four tickets: A's own closed one, B's closed ones in both queues, and a pending one in queue A. */
async function contactWithHistory() {
  const contact = await createContact(ctx.db, desk.companyId, { name: 'Carla Cliente', channel: 'sandbox' });
  const base = { contactId: contact.id };
  const ownClosed = await desk.ticket({
    ...base,
    status: 'closed',
    queueId: desk.queueA.id,
    userId: desk.attendantA.id,
    lastMessage: 'primeiro',
  });
  const otherQueue = await desk.ticket({
    ...base,
    status: 'closed',
    queueId: desk.queueB.id,
    userId: desk.attendantB.id,
  });
  const othersClosed = await desk.ticket({
    ...base,
    status: 'closed',
    queueId: desk.queueA.id,
    userId: desk.attendantB.id,
  });
  const pending = await desk.ticket({ ...base, status: 'pending', queueId: desk.queueA.id, lastMessage: 'último' });
  return { contact, ownClosed, otherQueue, othersClosed, pending };
}

describe('GET /contacts/{id}/tickets', () => {
  it("lists the contact's tickets an attendant may open, newest first, with queue, attendant and last message", async () => {
    const history = await contactWithHistory();
    const response = await desk.asA({ method: 'GET', url: `/api/contacts/${history.contact.id}/tickets` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tickets: [
        {
          id: history.pending.id,
          uuid: history.pending.uuid,
          status: 'pending',
          queue: { id: desk.queueA.id, name: 'Vendas', color: desk.queueA.color },
          user: null,
          lastMessage: 'último',
          createdAt: history.pending.createdAt.toISOString(),
          updatedAt: history.pending.updatedAt.toISOString(),
        },
        {
          id: history.ownClosed.id,
          uuid: history.ownClosed.uuid,
          status: 'closed',
          queue: { id: desk.queueA.id, name: 'Vendas', color: desk.queueA.color },
          user: { id: desk.attendantA.id, name: 'Alice A' },
          lastMessage: 'primeiro',
          createdAt: history.ownClosed.createdAt.toISOString(),
          updatedAt: history.ownClosed.updatedAt.toISOString(),
        },
      ],
    });
  });

  it('shows an admin every ticket of the contact', async () => {
    const history = await contactWithHistory();
    const response = await desk.asAdmin({ method: 'GET', url: `/api/contacts/${history.contact.id}/tickets` });
    expect(response.statusCode).toBe(200);
    expect(response.json().tickets.map((ticket: { id: number }) => ticket.id)).toEqual([
      history.pending.id,
      history.othersClosed.id,
      history.otherQueue.id,
      history.ownClosed.id,
    ]);
  });

  it('answers an empty list for a contact without visible tickets', async () => {
    const contact = await createContact(ctx.db, desk.companyId);
    await desk.ticket({ contactId: contact.id, status: 'closed', queueId: desk.queueB.id, userId: desk.attendantB.id });
    const response = await desk.asA({ method: 'GET', url: `/api/contacts/${contact.id}/tickets` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tickets: [] });
  });

  it("answers 404 for another company's contact and never lists its tickets", async () => {
    const other = await companyWithStaff(ctx);
    const foreign = await createContact(ctx.db, other.company.id);
    await createTicket(ctx.db, other.company.id, { contactId: foreign.id, status: 'open' });
    const response = await desk.asAdmin({ method: 'GET', url: `/api/contacts/${foreign.id}/tickets` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_CONTACT_FOUND');
  });

  it('answers 401 without a session', async () => {
    const contact = await createContact(ctx.db, desk.companyId);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/contacts/${contact.id}/tickets` });
    expect(response.statusCode).toBe(401);
  });
});
