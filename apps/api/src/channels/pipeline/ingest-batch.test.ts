import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createConnection } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { messages, ticketLogs, tickets } from '../../db/schema';
import { createLogger } from '../../platform/logger/logger';
import type { ConnectionRow, NormalizedInboundMessage } from '../channel-driver';
import { ChannelRuntime, type ChannelRuntimeDeps } from '../channel-runtime';
import { type BatchOutcome, ingestBatch } from './ingest-batch';

const newNumber = () => `5521${String(randomBytes(4).readUInt32BE()).padStart(9, '0').slice(0, 9)}`;
const newId = () => `BATCH${randomBytes(8).toString('hex').toUpperCase()}`;
const text = (number: string, body: string, overrides: Partial<NormalizedInboundMessage> = {}) => ({
  event: {
    kind: 'message' as const,
    externalId: newId(),
    chat: { id: number, name: `Cliente ${number.slice(-4)}`, isGroup: false },
    fromMe: false,
    mediaType: 'conversation',
    body,
    ...overrides,
  },
  mediaUrl: null,
});
const stored = (outcome: BatchOutcome | undefined) => {
  if (!outcome || !('stored' in outcome)) throw new Error(`not stored: ${JSON.stringify(outcome)}`);
  return outcome.stored;
};

describe('ingestBatch: many inbound messages of a connection in one transaction', () => {
  let ctx: TestContext;
  let deps: ChannelRuntimeDeps;

  beforeAll(async () => {
    ctx = await createTestContext();
    deps = { db: ctx.db, events: ctx.events, logger: createLogger('silent'), storage: ctx.storage };
  });
  afterAll(async () => {
    await ctx.close();
  });

  const newConnection = async (overrides: Partial<ConnectionRow> = {}) => {
    const company = await createCompany(ctx.db);
    return createConnection(ctx.db, company.id, { channel: 'whatsapp', ...overrides });
  };
  const ticketsOf = (connection: ConnectionRow) =>
    ctx.db.system.transaction((tx) =>
      tx.select().from(tickets).where(eq(tickets.whatsappId, connection.id)).orderBy(asc(tickets.id)),
    );
  const messagesOf = (connection: ConnectionRow) =>
    ctx.db.system.transaction((tx) =>
      tx.select().from(messages).where(eq(messages.whatsappId, connection.id)).orderBy(asc(messages.id)),
    );

  it('stores a mixed batch like one message at a time: tickets once each, repeats left out, order kept', async () => {
    const connection = await newConnection();
    const [ana, bruno, group, member] = [newNumber(), newNumber(), newNumber(), newNumber()];
    const first = text(ana, 'oi');
    const batch = [
      first,
      text(ana, '', { mediaType: 'locationMessage' }),
      text(bruno, 'bom dia'),
      { ...first, event: { ...first.event, body: 'repeated on the way' } },
      text(ana, 'última'),
      text(group, 'no grupo', {
        chat: { id: group, name: 'Grupo', isGroup: true },
        participant: { id: member, name: 'Membro' },
      }),
      text(bruno, 'enviada do celular', { fromMe: true }),
    ];
    const outcomes = await ingestBatch(deps, connection, batch);

    const all = await ticketsOf(connection);
    expect(all).toHaveLength(3);
    // Tickets are created in contact order (the lock order), so they are found by their message's ticket.
    const ticketOf = (index: number) => all.find((ticket) => ticket.id === stored(outcomes[index])?.ticket.id);
    const [anaTicket, brunoTicket, groupTicket] = [ticketOf(0), ticketOf(2), ticketOf(5)];
    expect(anaTicket).toMatchObject({ status: 'pending', unreadMessages: 3, lastMessage: 'última' });
    expect(brunoTicket).toMatchObject({ status: 'pending', unreadMessages: 1, lastMessage: 'enviada do celular' });
    expect(groupTicket).toMatchObject({ status: 'group', isGroup: true, unreadMessages: 1 });
    const rows = await messagesOf(connection);
    expect(rows.map((row) => row.body)).toEqual(['oi', '', 'bom dia', 'última', 'no grupo', 'enviada do celular']);
    expect(rows.map((row) => row.createdAt.getTime())).toEqual(
      rows.map((row) => row.createdAt.getTime()).sort((a, b) => a - b),
    );
    expect(rows[5]).toMatchObject({ fromMe: true, ack: 1 });

    // One answer per input: the ticket is news once, the repeat is null.
    expect(outcomes.map((outcome) => stored(outcome)?.ticketOpened ?? null)).toEqual([
      'created',
      null,
      'created',
      null,
      null,
      'created',
      null,
    ]);
    expect(stored(outcomes[3])).toBeNull();
    expect(stored(outcomes[4])?.ticket).toMatchObject({ id: anaTicket?.id, unreadMessages: 3 });
    expect(stored(outcomes[5])?.message.contactId).not.toBe(stored(outcomes[5])?.contact.id);
    expect(stored(outcomes[5])?.contact.number).toBe(group);

    const logs = await ctx.db.system.transaction((tx) =>
      tx
        .select()
        .from(ticketLogs)
        .where(eq(ticketLogs.ticketId, anaTicket?.id as number)),
    );
    expect(logs.map((log) => log.type)).toEqual(['create']);

    // The same batch again changes nothing.
    const again = await ingestBatch(deps, connection, batch);
    expect(again.map(stored)).toEqual(batch.map(() => null));
    expect(await messagesOf(connection)).toHaveLength(6);
  });

  it('reopens recently closed tickets and creates the others in the same batch', async () => {
    const connection = await newConnection({ timeCreateNewTicket: 10 });
    const [back, fresh] = [newNumber(), newNumber()];
    const opened = await ingestBatch(deps, connection, [text(back, 'primeira vez')]);
    const ticketId = stored(opened[0])?.ticket.id as number;
    await ctx.db.pool.query(`UPDATE tickets SET status = 'closed', updated_at = now() WHERE id = $1`, [ticketId]);

    const outcomes = await ingestBatch(deps, connection, [text(back, 'voltei'), text(fresh, 'primeira')]);
    expect(stored(outcomes[0])).toMatchObject({
      ticketOpened: 'reopened',
      ticket: { id: ticketId, status: 'pending' },
      ticketBefore: { status: 'closed', userId: null },
    });
    expect(stored(outcomes[1])?.ticketOpened).toBe('created');
    const logs = await ctx.db.system.transaction((tx) =>
      tx.select().from(ticketLogs).where(eq(ticketLogs.ticketId, ticketId)).orderBy(asc(ticketLogs.id)),
    );
    expect(logs.map((log) => log.type)).toEqual(['create', 'reopen']);
  });

  it('fails one bad message alone: the rest of its batch is stored', async () => {
    const connection = await newConnection();
    const good = newNumber();
    const outcomes = await ingestBatch(deps, connection, [
      text(good, 'antes'),
      text('', 'sem remetente'),
      text(good, 'depois'),
    ]);
    expect(outcomes.map((outcome) => ('failed' in outcome ? 'failed' : 'stored'))).toEqual([
      'stored',
      'failed',
      'stored',
    ]);
    expect((await messagesOf(connection)).map((row) => row.body)).toEqual(['antes', 'depois']);
  });

  it('fails the whole batch, storing nothing, when the connection is refused or gone', async () => {
    const connection = await newConnection();
    const number = newNumber();
    const refused = await ingestBatch(deps, connection, [text(number, 'a'), text(number, 'b')], () => {
      throw new Error('refused');
    });
    expect(refused).toEqual([{ failed: new Error('refused') }, { failed: new Error('refused') }]);
    const gone = await ingestBatch(deps, { ...connection, id: connection.id + 100_000 }, [text(number, 'c')]);
    expect(gone).toMatchObject([{ failed: { code: 'ERR_NO_WAPP_FOUND' } }]);
    expect(await messagesOf(connection)).toEqual([]);
    const contacts = await ctx.db.pool.query('SELECT id FROM contacts WHERE number = $1', [number]);
    expect(contacts.rows).toEqual([]);
  });

  it('gives one contact one ticket when two processes store its first messages at once', async () => {
    const connection = await newConnection();
    const number = newNumber();
    // Two runtimes: two processes' queues, each batching its own share of the same conversation.
    const runtimes = [new ChannelRuntime(deps), new ChannelRuntime(deps)];
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        runtimes[index % 2]?.inbound(connection, text(number, `mensagem ${index}`).event),
      ),
    );
    const all = await ticketsOf(connection);
    expect(all).toHaveLength(1);
    expect(all[0]?.unreadMessages).toBe(40);
    expect(await messagesOf(connection)).toHaveLength(40);
  });
});
