import { type TicketsListQuery, ticketsListQuery } from '@chatdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createMessage } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { tickets } from '../../db/schema';
import { type TicketDesk, ticketDesk } from './tickets.test-support';
import { listTickets, type SearchWindow } from './use-cases/list-tickets';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('search: the walk and the indexes answer alike', () => {
  let desk: TicketDesk;
  /** Ticket ids by age, newest first; every third mentions the refund, one contact is called Reembolso. */
  const matching: number[] = [];
  const deps = () => ({ db: ctx.db, events: ctx.events, outbound: () => ctx.app.outbound });

  beforeAll(async () => {
    desk = await ticketDesk(ctx);
    for (let index = 0; index < 30; index++) {
      const named = index === 13;
      const contact = await createContact(ctx.db, desk.companyId, {
        channel: 'sandbox',
        name: named ? 'Loja Reembolso Já' : `Cliente ${index}`,
      });
      const ticket = await desk.ticket({ queueId: index % 2 ? desk.queueA.id : desk.queueB.id, contactId: contact.id });
      await createMessage(ctx.db, ticket, { body: index % 3 === 0 ? 'Quero o REEMBÔLSO do pedido' : 'Bom dia' });
      await createMessage(ctx.db, ticket, { body: 'Obrigado' });
      await ctx.db.system.transaction((tx) =>
        tx
          .update(tickets)
          .set({ updatedAt: sql`now() - make_interval(mins => ${index})` })
          .where(eq(tickets.id, ticket.id)),
      );
      if (index % 3 === 0 || named) matching.push(ticket.id);
    }
  });

  const search = async (userId: number, params: Record<string, unknown>, window?: SearchWindow) => {
    const query: TicketsListQuery = ticketsListQuery.parse(params);
    return listTickets(deps(), { companyId: desk.companyId, userId }, query, { searchWindow: window });
  };

  it.each([
    ['a window that holds every ticket', () => 100],
    ['a window too small to vouch for the page (the indexes answer)', () => 4],
    ['the default window', undefined],
  ])('finds the same tickets, newest first, with %s', async (_label, window) => {
    const params = { searchParam: 'reembolso', searchOnMessages: 'true', showAll: 'true' };
    const answer = await search(desk.admin.id, params, window);
    expect(answer.tickets.map((ticket) => ticket.id)).toEqual(matching);
    expect(answer.count).toBe(matching.length);
    expect(answer.hasMore).toBe(false);

    const attendantA = await search(desk.attendantA.id, { searchParam: 'reembolso', searchOnMessages: 'true' }, window);
    const inQueueA = attendantA.tickets.map((ticket) => ticket.queueId);
    expect(new Set(inQueueA)).toEqual(new Set([desk.queueA.id]));
    expect(attendantA.tickets.map((ticket) => ticket.id)).toEqual(
      answer.tickets.filter((ticket) => ticket.queueId === desk.queueA.id).map((ticket) => ticket.id),
    );
  });

  it('without the message option matches names only', async () => {
    const answer = await search(desk.admin.id, { searchParam: 'reembolso', showAll: 'true' });
    expect(answer.tickets.map((ticket) => ticket.contact.name)).toEqual(['Loja Reembolso Já']);
    expect(answer.count).toBe(1);
  });

  it('oldest first walks from the other end', async () => {
    const params = { searchParam: 'reembolso', searchOnMessages: 'true', showAll: 'true', sortTickets: 'ASC' };
    const answer = await search(desk.admin.id, params, () => 3);
    expect(answer.tickets.map((ticket) => ticket.id)).toEqual([...matching].reverse());
  });

  it('finds tickets by contact through an index that holds their order and scope (migration 0019)', async () => {
    // drizzle cannot state INCLUDE: a migration generated from the schema must not drop it. Without these
    // columns each ticket a search by contact finds is a heap fetch (a common name's search cost 40 % more).
    const [index] = await ctx.db.system.transaction(async (tx) => {
      const found = await tx.$client.query<{ indexdef: string }>(
        "select indexdef from pg_indexes where indexname = 'tickets_company_contact_idx'",
      );
      return found.rows;
    });
    expect(index?.indexdef).toMatch(
      /\(company_id, contact_id, id\) INCLUDE \(status, updated_at, queue_id, user_id, is_group\)$/,
    );
  });
});
