import { gunzipSync } from 'node:zlib';
import { ticketsListAnswer, ticketsListQuery } from '@chatdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientFor, companyWithStaff } from '../../../test/clients';
import { createTag, linkUserQueues, tagContact } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import type { TicketsDeps } from './tickets.deps';
import { setCompanySettings, type TicketDesk, ticketDesk } from './tickets.test-support';
import { listTickets } from './use-cases/list-tickets';

let ctx: TestContext;
let desk: TicketDesk;
let ticket: { id: number; contactId: number };
beforeAll(async () => {
  ctx = await createTestContext();
  desk = await ticketDesk(ctx);
  ticket = await desk.ticket({ queueId: desk.queueA.id, status: 'open', userId: desk.attendantA.id });
  const tag = await createTag(ctx.db, desk.companyId, { name: 'Cliente VIP' });
  await tagContact(ctx.db, desk.companyId, ticket.contactId, [tag.id]);
  await desk.ticket({ queueId: desk.queueB.id });
  await ctx.db.changes.listening();
});
afterAll(async () => ctx?.close());

type Client = TicketDesk['asA'];
async function pageText(client: Client, query: string): Promise<string> {
  const answer = await client({ method: 'GET', url: `/api/tickets?${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  return answer.body;
}

/** The same page computed now, past any cache. */
async function computed(userId: number, query: string): Promise<string> {
  const parsed = ticketsListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const deps = { db: ctx.db } as TicketsDeps;
  return JSON.stringify(
    ticketsListAnswer.encode(await listTickets(deps, { companyId: desk.companyId, userId }, parsed)),
  );
}

const write = (statement: SQL) => ctx.db.system.transaction((tx) => tx.execute(statement));

describe('GET /tickets from the page cache', () => {
  it('answers a page asked again, even by many at once, without database work', async () => {
    const first = await pageText(desk.asA, 'status=open');
    expect(JSON.parse(first).tickets.map((row: { id: number }) => row.id)).toEqual([ticket.id]);
    const connect = vi.spyOn(ctx.db.pool, 'connect');
    try {
      const again = await Promise.all(Array.from({ length: 5 }, () => pageText(desk.asA, 'status=open')));
      expect(again).toEqual(Array(5).fill(first));
      expect(connect).not.toHaveBeenCalled();
    } finally {
      connect.mockRestore();
    }
  });

  it('computes a changed page once for many concurrent asks', async () => {
    await pageText(desk.asA, 'status=pending');
    await desk.ticket({ queueId: desk.queueA.id });
    const connect = vi.spyOn(ctx.db.pool, 'connect');
    try {
      const pages = await Promise.all(Array.from({ length: 5 }, () => pageText(desk.asA, 'status=pending')));
      expect(new Set(pages).size).toBe(1);
      expect(JSON.parse(pages[0] as string).tickets).toHaveLength(1);
      expect(connect).toHaveBeenCalledTimes(1);
    } finally {
      connect.mockRestore();
    }
  });

  const changes: [string, () => Promise<unknown>][] = [
    [
      'the contact renamed',
      () => write(sql`update contacts set name = 'Fernanda Lima' where id = ${ticket.contactId}`),
    ],
    [
      'a tag of the contact renamed',
      () => write(sql`update tags set name = 'Cliente Ouro' where name = 'Cliente VIP'`),
    ],
    [
      'a tag added to the ticket',
      async () => {
        const tag = await createTag(ctx.db, desk.companyId, { name: 'Reembolso' });
        await write(sql`insert into ticket_tags (company_id, ticket_id, tag_id)
          values (${desk.companyId}, ${ticket.id}, ${tag.id})`);
      },
    ],
    ['the queue renamed', () => write(sql`update queues set name = 'Vendas Sul' where id = ${desk.queueA.id}`)],
    ['the connection renamed', () => write(sql`update whatsapps set name = 'Loja 2' where id = ${desk.connection.id}`)],
    ['the attendant renamed', () => write(sql`update users set name = 'Alice Souza' where id = ${desk.attendantA.id}`)],
    [
      'a rating',
      () =>
        write(sql`insert into user_ratings (company_id, ticket_id, user_id, rate)
          values (${desk.companyId}, ${ticket.id}, ${desk.attendantA.id}, 3)`),
    ],
    [
      'numbers hidden by the LGPD settings',
      () => setCompanySettings(ctx.db, desk.companyId, { enableLGPD: 'enabled', lgpdHideNumber: 'enabled' }),
    ],
    [
      'the ticket returned to waiting through the API',
      async () => {
        const answer = await desk.asA({
          method: 'PUT',
          url: `/api/tickets/${ticket.id}`,
          payload: { status: 'pending' },
        });
        expect(answer.statusCode, answer.body).toBe(200);
      },
    ],
  ];

  it.each(changes)('answers the page as it is now after %s', async (_change, change) => {
    const before = await pageText(desk.asA, 'status=open&showAll=false');
    expect(before).toBe(await pageText(desk.asA, 'status=open&showAll=false'));
    await change();
    const after = await pageText(desk.asA, 'status=open&showAll=false');
    expect(after).not.toBe(before);
    expect(after).toBe(await computed(desk.attendantA.id, 'status=open&showAll=false'));
  });

  it('answers the caller’s scope as it is now after their queues change', async () => {
    const before = JSON.parse(await pageText(desk.asB, 'status=pending'));
    await linkUserQueues(ctx.db, desk.companyId, desk.attendantB.id, [desk.queueA.id]);
    const after = JSON.parse(await pageText(desk.asB, 'status=pending'));
    expect(after.count).toBeGreaterThan(before.count);
  });

  it('hears another process’s change through PostgreSQL', async () => {
    const before = await pageText(desk.asAdmin, 'status=pending&showAll=true');
    const other = new pg.Client({ connectionString: ctx.url });
    await other.connect();
    try {
      await other.query(`update contacts set name = 'Mudou em outro processo' where company_id = $1`, [desk.companyId]);
    } finally {
      await other.end();
    }
    await expect.poll(() => pageText(desk.asAdmin, 'status=pending&showAll=true')).toContain('Mudou em outro processo');
    expect(await pageText(desk.asAdmin, 'status=pending&showAll=true')).not.toBe(before);
  });

  it('keeps pages per company and per caller', async () => {
    const other = await companyWithStaff(ctx);
    const asOtherAdmin = await clientFor(ctx, other.admin);
    const ours = await pageText(desk.asAdmin, 'status=pending&showAll=true');
    const theirs = await pageText(asOtherAdmin, 'status=pending&showAll=true');
    expect(JSON.parse(ours).count).toBeGreaterThan(0);
    expect(JSON.parse(theirs)).toEqual({ tickets: [], hasMore: false, count: 0 });
    expect(await pageText(desk.asA, 'status=pending')).not.toBe(await pageText(desk.asB, 'status=pending'));
  });
});

describe('GET /tickets compressed for browsers', () => {
  const gzipped = { 'accept-encoding': 'gzip, deflate, br' };

  it('sends a cached page gzip to a client that takes it, the same JSON inflated', async () => {
    const query = 'status=pending&showAll=true';
    const plain = await pageText(desk.asAdmin, query);
    const answer = await desk.asAdmin({ method: 'GET', url: `/api/tickets?${query}`, headers: gzipped });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(answer.rawPayload.length).toBeLessThan(Buffer.byteLength(plain));
    expect(gunzipSync(answer.rawPayload).toString()).toBe(plain);
  });

  it('sends a search, computed for one ask, as it is', async () => {
    const url = `/api/tickets?searchParam=${ticket.id}&showAll=true`;
    const answer = await desk.asAdmin({ method: 'GET', url, headers: gzipped });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body).tickets.map((row: { id: number }) => row.id)).toContain(ticket.id);
  });
});

describe('GET /tickets searches with kept answers', () => {
  const search = async (client: Client) =>
    JSON.parse(await pageText(client, `searchParam=${ticket.id}&showAll=true`)).tickets as {
      id: number;
      contact: { name: string; number: string };
    }[];

  it('answers a found ticket as it is now after a change', async () => {
    const [before] = await search(desk.asAdmin);
    expect(before?.id).toBe(ticket.id);
    await write(sql`update contacts set name = 'Nome novo na busca' where id = ${ticket.contactId}`);
    expect((await search(desk.asAdmin))[0]?.contact.name).toBe('Nome novo na busca');
  });

  it('masks numbers for a caller the LGPD settings hide them from, whoever asked before', async () => {
    await setCompanySettings(ctx.db, desk.companyId, { enableLGPD: 'enabled', lgpdHideNumber: 'enabled' });
    // Attendant B attends queue A since the scope test above.
    const [asAdmin] = await search(desk.asAdmin);
    const [asAttendant] = await search(desk.asB);
    expect(asAttendant?.id).toBe(ticket.id);
    expect(asAttendant?.contact.number).not.toBe(asAdmin?.contact.number);
    expect(asAttendant?.contact.number).toContain('*');
  });
});
