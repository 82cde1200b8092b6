import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createTicket } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { type MessagesDesk, messagesDesk } from '../messages/messages.test-support';

let ctx: TestContext;
let desk: MessagesDesk;

beforeAll(async () => {
  ctx = await createTestContext();
  desk = await messagesDesk(ctx);
});
afterAll(async () => ctx?.close());

type Client = MessagesDesk['asUser'];
const create = (client: Client, payload: object) => client({ method: 'POST', url: '/api/ticket-notes', payload });
const list = (client: Client, ticketId: number, contactId: number) =>
  client({ method: 'GET', url: `/api/ticket-notes/list?ticketId=${ticketId}&contactId=${contactId}` });
const remove = (client: Client, id: number) => client({ method: 'DELETE', url: `/api/ticket-notes/${id}` });

describe('ticket notes', () => {
  it("creates notes and lists them newest first with the author's name", async () => {
    const ticket = await desk.ticket();
    const first = await create(desk.asUser, {
      note: 'Cliente prefere e-mail',
      ticketId: ticket.id,
      contactId: ticket.contactId,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      note: 'Cliente prefere e-mail',
      ticketId: ticket.id,
      contactId: ticket.contactId,
      user: { id: desk.user.id, name: 'Plain Paulo' },
    });
    await create(desk.asAdmin, {
      note: '  Retornar amanhã  ',
      ticketId: String(ticket.id),
      contactId: ticket.contactId,
    });
    const notes = (await list(desk.asUser, ticket.id, ticket.contactId)).json();
    expect(notes.map((note: { note: string; user: { name: string } }) => `${note.note} (${note.user.name})`)).toEqual([
      'Retornar amanhã (Admin Ana)',
      'Cliente prefere e-mail (Plain Paulo)',
    ]);
  });

  it('requires a note of at least 2 characters, and the contact of that ticket', async () => {
    const ticket = await desk.ticket();
    const short = await create(desk.asUser, { note: ' a ', ticketId: ticket.id, contactId: ticket.contactId });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([{ path: 'body.note', message: 'Muito curto!' }]);
    const other = await desk.ticket();
    const mismatch = await create(desk.asUser, { note: 'ok', ticketId: ticket.id, contactId: other.contactId });
    expect(mismatch.json().error).toBe('ERR_NO_CONTACT_FOUND');
    expect((await list(desk.asUser, ticket.id, ticket.contactId)).json()).toEqual([]);
  });

  it('lets only the author or an admin delete a note', async () => {
    const ticket = await desk.ticket({ userId: null });
    const note = (
      await create(desk.asUser, { note: 'minha nota', ticketId: ticket.id, contactId: ticket.contactId })
    ).json();
    expect((await remove(desk.asColleague, note.id)).json().error).toBe('ERR_NO_PERMISSION');
    expect((await remove(desk.asUser, note.id)).statusCode).toBe(204);
    const another = (
      await create(desk.asUser, { note: 'outra', ticketId: ticket.id, contactId: ticket.contactId })
    ).json();
    expect((await remove(desk.asAdmin, another.id)).statusCode).toBe(204);
    expect((await list(desk.asUser, ticket.id, ticket.contactId)).json()).toEqual([]);
    expect((await remove(desk.asAdmin, another.id)).statusCode).toBe(404);
  });

  it("answers 404 for tickets the caller may not see and for another company's notes and tickets", async () => {
    const colleagues = await desk.ticket({ userId: desk.colleague.id });
    const payload = { note: 'olá', ticketId: colleagues.id, contactId: colleagues.contactId };
    expect((await create(desk.asUser, payload)).json().error).toBe('ERR_NO_TICKET_FOUND');
    const note = (await create(desk.asColleague, payload)).json();
    expect((await list(desk.asUser, colleagues.id, colleagues.contactId)).statusCode).toBe(404);

    const stranger = await companyWithStaff(ctx);
    expect((await list(stranger.asAdmin, colleagues.id, colleagues.contactId)).statusCode).toBe(404);
    expect((await remove(stranger.asAdmin, note.id)).statusCode).toBe(404);
    const foreign = await createTicket(ctx.db, stranger.company.id, { status: 'open' });
    expect(
      (await create(desk.asAdmin, { note: 'invasão', ticketId: foreign.id, contactId: foreign.contactId })).statusCode,
    ).toBe(404);
    expect((await list(desk.asColleague, colleagues.id, colleagues.contactId)).json()).toHaveLength(1);
  });
});
