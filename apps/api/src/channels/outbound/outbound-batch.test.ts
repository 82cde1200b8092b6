import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countStatements } from '../../../test/count-statements';
import { createCompany, createConnection, createTicket } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { messages } from '../../db/schema';
import { createFakeDriver, serveDriver } from '../fake-driver.test-support';

const eventually = { timeout: 15_000, interval: 20 };
const size = 30;

describe('outbound messages written together go out together', () => {
  let ctx: TestContext;
  let fake: ReturnType<typeof createFakeDriver>;
  let counter: ReturnType<typeof countStatements>;
  let updated: Set<number>;

  beforeAll(async () => {
    ctx = await createTestContext();
    fake = createFakeDriver('whatsapp');
    serveDriver(ctx.channels.runtime, fake.driver);
    counter = countStatements(ctx);
    updated = new Set();
    ctx.events.subscribe('message.updated', (event) => void updated.add(event.messageId));
  });
  afterAll(() => ctx.close());

  const rowsOf = (ids: number[]) =>
    ctx.db.system.transaction((tx) =>
      tx
        .select({ id: messages.id, externalId: messages.externalId, ack: messages.ack })
        .from(messages)
        .where(inArray(messages.id, ids)),
    );

  it('claims a batch’s first sends in one transaction, stores their ids and applies their acks in a few', async () => {
    const company = await createCompany(ctx.db);
    const connection = await createConnection(ctx.db, company.id, { channel: 'whatsapp' });
    const ticketIds: number[] = [];
    for (let index = 0; index < size; index++) {
      const ticket = await createTicket(ctx.db, company.id, { whatsappId: connection.id, status: 'open' });
      ticketIds.push(ticket.id);
    }
    const written = await ctx.db.system.transaction((tx) =>
      ctx.channels.outbound.enqueueBotMessagesInTransaction(
        tx,
        ticketIds.map((ticketId, index) => ({ companyId: company.id, ticketId, body: `Aviso ${index}` })),
      ),
    );
    const { messageIds } = written;
    expect(messageIds).toHaveLength(size);

    // Before: a claim and a record per message, 60 transactions for 30 messages.
    const sends = await counter.during(async () => {
      written.afterCommit();
      await vi.waitFor(() => expect(messageIds.filter((id) => updated.has(id))).toHaveLength(size), eventually);
    });
    expect(sends.transactions).toBeLessThanOrEqual(8);
    const sent = await rowsOf(messageIds);
    expect(sent.every((row) => row.externalId?.startsWith(`FAKE-${row.id}-`))).toBe(true);
    // Each handed to the driver once.
    expect(fake.sends.map((send) => send.message.messageId).sort()).toEqual([...messageIds].sort());
    expect(sent.map((row) => row.ack)).toEqual(sent.map(() => 1));

    // The channel reports them read at about the same time: before, one transaction per ack.
    updated.clear();
    const acks = await counter.during(() =>
      Promise.all(
        sent.map((row) =>
          ctx.channels.runtime.inbound(connection, { kind: 'ack', externalId: row.externalId ?? '', ack: 3 }),
        ),
      ),
    );
    expect(acks.transactions).toBeLessThanOrEqual(4);
    expect((await rowsOf(messageIds)).map((row) => row.ack)).toEqual(sent.map(() => 3));
    expect([...updated].sort()).toEqual([...messageIds].sort());
  });
});
