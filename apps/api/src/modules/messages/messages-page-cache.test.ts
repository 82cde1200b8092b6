import { gunzipSync } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createTestContext, type TestContext } from '../../../test/harness';
import { type MessagesDesk, messagesDesk } from './messages.test-support';

let ctx: TestContext;
let desk: MessagesDesk;
beforeAll(async () => {
  ctx = await createTestContext();
  desk = await messagesDesk(ctx);
  await ctx.db.changes.listening();
});
afterAll(async () => ctx?.close());

const write = (statement: SQL) => ctx.db.system.transaction((tx) => tx.execute(statement));

async function pageText(client: MessagesDesk['asUser'], uuid: string): Promise<string> {
  const answer = await client({ method: 'GET', url: `/api/messages/${uuid}` });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  return answer.body;
}

describe('GET /messages/{ticketUuid} from the page cache', () => {
  it('answers a conversation page asked again, even by many at once, without database work', async () => {
    const ticket = await desk.ticket();
    await desk.message(ticket, { body: 'olá' });
    const first = await pageText(desk.asUser, ticket.uuid);
    expect(JSON.parse(first).messages.map((m: { body: string }) => m.body)).toEqual(['olá']);
    const connect = vi.spyOn(ctx.db.pool, 'connect');
    try {
      const again = await Promise.all(Array.from({ length: 5 }, () => pageText(desk.asUser, ticket.uuid)));
      expect(again).toEqual(Array(5).fill(first));
      expect(connect).not.toHaveBeenCalled();
    } finally {
      connect.mockRestore();
    }
  });

  const messageChanges: [string, (id: number) => SQL, (message: Record<string, unknown>) => unknown][] = [
    ['its ack', (id) => sql`update messages set ack = 3 where id = ${id}`, (message) => message.ack],
    ['its read mark', (id) => sql`update messages set read = true where id = ${id}`, (message) => message.read],
    [
      'an edit',
      (id) => sql`update messages set body = 'editada', is_edited = true where id = ${id}`,
      (message) => message.body,
    ],
  ];
  it.each(messageChanges)('shows a change of a message alone (%s) on the next read', async (_, change, field) => {
    const ticket = await desk.ticket();
    const message = await desk.message(ticket, { body: 'original', fromMe: true, ack: 1 });
    const before = JSON.parse(await pageText(desk.asUser, ticket.uuid)).messages[0];
    await write(change(message.id));
    const after = JSON.parse(await pageText(desk.asUser, ticket.uuid)).messages[0];
    expect(field(after)).not.toEqual(field(before));
  });

  it('shows a message written by another process once its notification arrives', async () => {
    const ticket = await desk.ticket();
    await desk.message(ticket, { body: 'primeira' });
    await pageText(desk.asUser, ticket.uuid);
    // Straight on the pool, past this process's transactions: only the LISTEN connection hears it.
    await ctx.db.pool.query('update messages set body = $1 where ticket_id = $2', ['de outro processo', ticket.id]);
    await vi.waitFor(async () => {
      const bodies = JSON.parse(await pageText(desk.asUser, ticket.uuid)).messages.map((m: { body: string }) => m.body);
      expect(bodies).toEqual(['de outro processo']);
    });
  });

  it("keeps each caller's page: another company's admin and an attendant who may not see it get 404", async () => {
    const ticket = await desk.ticket({ userId: desk.colleague.id });
    await desk.message(ticket, { body: 'da colega' });
    await pageText(desk.asColleague, ticket.uuid);
    expect((await desk.asUser({ method: 'GET', url: `/api/messages/${ticket.uuid}` })).statusCode).toBe(404);
    const stranger = await companyWithStaff(ctx);
    expect((await stranger.asAdmin({ method: 'GET', url: `/api/messages/${ticket.uuid}` })).statusCode).toBe(404);
  });

  it('sends the page gzip to a client that takes it, the same JSON inflated', async () => {
    const ticket = await desk.ticket();
    for (let index = 0; index < 20; index++) await desk.message(ticket, { body: `mensagem número ${index}` });
    const plain = await pageText(desk.asUser, ticket.uuid);
    const zipped = await desk.asUser({
      method: 'GET',
      url: `/api/messages/${ticket.uuid}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain);
  });

  it('computes a page in five round trips: BEGIN with the viewer, the ticket with its history, the page, the answers, COMMIT', async () => {
    const ticket = await desk.ticket();
    await desk.message(ticket, { body: 'uma' });
    const statements: string[] = [];
    const original = ctx.db.pool.connect.bind(ctx.db.pool) as () => Promise<pg.PoolClient>;
    const connect = vi.spyOn(ctx.db.pool, 'connect').mockImplementation((async () => {
      const client = await original();
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      const counted = Object.assign(Object.create(client), {
        query: (...args: unknown[]) => {
          const [first] = args as [string | { text: string }];
          statements.push(typeof first === 'string' ? first : first.text);
          return query(...args);
        },
      });
      return counted;
    }) as never);
    try {
      expect(JSON.parse(await pageText(desk.asUser, ticket.uuid)).messages).toHaveLength(1);
    } finally {
      connect.mockRestore();
    }
    expect(statements).toHaveLength(5);
  });
});
