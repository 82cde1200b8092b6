import { AppError } from '@chatdesk/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCompany, createConnection, createMessage, createTicket, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { messages, tickets } from '../../db/schema';
import type { DomainEvent } from '../../platform/events/domain-events';
import { SendFailure } from '../channel-driver';
import { createFakeDriver, deferred, serveDriver } from '../fake-driver.test-support';
import type { SandboxDriver } from '../sandbox/sandbox-driver';
import { sendMessageJob } from './send-message.job';

const eventually = { timeout: 15_000, interval: 50 };

describe('outbound messages', () => {
  let ctx: TestContext;
  let fake: ReturnType<typeof createFakeDriver>;
  let updates: DomainEvent<'message.updated'>[];

  beforeAll(async () => {
    ctx = await createTestContext();
    fake = createFakeDriver('whatsapp');
    serveDriver(ctx.channels.runtime, fake.driver);
    updates = [];
    ctx.events.subscribe('message.updated', (event) => void updates.push(event));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const newTicket = async (channel: 'whatsapp' | 'sandbox' = 'whatsapp') => {
    const company = await createCompany(ctx.db);
    const connection = await createConnection(ctx.db, company.id, { channel });
    return createTicket(ctx.db, company.id, { whatsappId: connection.id, channel, status: 'open' });
  };
  /** The ticket's connection as a driver reports on it: a row of its company, under its id and channel. */
  const connectionOf = async (ticket: { companyId: number; whatsappId: number }) => ({
    ...(await createConnection(ctx.db, ticket.companyId)),
    id: ticket.whatsappId,
    channel: 'whatsapp' as const,
  });
  const messageRow = async (id: number) =>
    (await ctx.db.system.transaction((tx) => tx.select().from(messages).where(eq(messages.id, id))))[0];
  const sendsOf = (messageId: number) => fake.sends.filter((send) => send.message.messageId === messageId);
  const jobsOf = async (messageId: number) => {
    const { rows } = await ctx.db.pool.query(
      `SELECT state FROM pgboss.job WHERE name = $1 AND (data->>'messageId')::int = $2`,
      [sendMessageJob.name, messageId],
    );
    return rows.map((row) => row.state as string);
  };
  /** The durable job has run to its end: nothing can send the message again after this. */
  const jobFinished = async (messageId: number) =>
    vi.waitFor(async () => expect(await jobsOf(messageId)).toEqual(['completed']), eventually);

  it('writes the row at ack 0 with its job before the send, then stores the external id and ack', async () => {
    const ticket = await newTicket();
    const gate = deferred();
    fake.next(async (wire) => {
      await gate.promise;
      return { externalId: `WA-${wire.messageId}`, ack: 1 };
    });
    const message = await ctx.app.outbound.send(ticket.companyId, {
      ticketId: ticket.id,
      body: 'Bom dia!',
      userId: null,
    });

    expect(message).toMatchObject({ ack: 0, fromMe: true, externalId: null, ticketId: ticket.id, body: 'Bom dia!' });
    await vi.waitFor(() => expect(sendsOf(message.id)).toHaveLength(1), eventually);
    expect(await messageRow(message.id)).toMatchObject({ ack: 0, externalId: null });
    expect(await jobsOf(message.id)).toHaveLength(1);
    const [stored] = await ctx.db.system.transaction((tx) =>
      tx.select().from(tickets).where(eq(tickets.id, ticket.id)),
    );
    expect(stored?.lastMessage).toBe('Bom dia!');
    expect(stored?.updatedAt.getTime()).toBeGreaterThan(ticket.updatedAt.getTime());

    gate.resolve();
    await vi.waitFor(
      async () => expect(await messageRow(message.id)).toMatchObject({ externalId: `WA-${message.id}`, ack: 1 }),
      eventually,
    );
    expect(sendsOf(message.id)[0]?.message).toMatchObject({ to: expect.any(String), isGroup: false, body: 'Bom dia!' });
    expect(updates.filter((event) => event.messageId === message.id)).toHaveLength(1);
    await jobFinished(message.id);
    expect(sendsOf(message.id)).toHaveLength(1);
  });

  it('retries a retryable failure through the job, then stores the success', async () => {
    const ticket = await newTicket();
    fake.next(async () => {
      throw new SendFailure('connection closed', true);
    });
    const message = await ctx.app.outbound.send(ticket.companyId, {
      ticketId: ticket.id,
      body: 'tentativa',
      userId: null,
    });
    await vi.waitFor(async () => expect((await messageRow(message.id))?.externalId).toMatch(/^FAKE-/), eventually);
    expect(sendsOf(message.id)).toHaveLength(2);
    expect(await messageRow(message.id)).toMatchObject({ ack: 1, sendError: null, sendClaimedAt: null });
    await jobFinished(message.id);
    expect(sendsOf(message.id)).toHaveLength(2);
  });

  it('stores the error of a non-retryable failure at once and publishes it', async () => {
    const ticket = await newTicket();
    fake.next(async () => {
      throw new SendFailure('not a WhatsApp number', false);
    });
    const message = await ctx.app.outbound.send(ticket.companyId, {
      ticketId: ticket.id,
      body: 'para ninguém',
      userId: null,
    });
    await vi.waitFor(
      async () => expect((await messageRow(message.id))?.sendError).toBe('not a WhatsApp number'),
      eventually,
    );
    expect(await messageRow(message.id)).toMatchObject({ ack: 0, externalId: null });
    expect(updates.filter((event) => event.messageId === message.id)).toHaveLength(1);
    await jobFinished(message.id);
    expect(sendsOf(message.id)).toHaveLength(1);
  });

  it('gives up with the error on the last attempt of a retryable failure', async () => {
    const ticket = await newTicket();
    const [message] = await ctx.db.tenant(ticket.companyId).transaction(async (tx) => {
      const written = await ctx.app.outbound.enqueueInTransaction(tx, ticket.companyId, {
        ticketId: ticket.id,
        body: 'x',
        userId: null,
      });
      return [written.message];
    });
    fake.next(async () => {
      throw new SendFailure('timeout', true);
    });
    const id = message?.id as number;
    await expect(ctx.channels.sender.attempt(ticket.companyId, id, { finalAttempt: true })).resolves.toBe('failed');
    expect(await messageRow(id)).toMatchObject({ sendError: 'timeout', sendClaimedAt: null });
    await expect(ctx.channels.sender.attempt(ticket.companyId, id, { finalAttempt: false })).resolves.toBe('done');
  });

  it('sends a message left behind by a crash (row and job, no immediate attempt) exactly once', async () => {
    const ticket = await newTicket();
    const attendant = await createUser(ctx.db, ticket.companyId);
    const { message } = await ctx.db.tenant(ticket.companyId).transaction((tx) =>
      ctx.app.outbound.enqueueInTransaction(tx, ticket.companyId, {
        ticketId: ticket.id,
        body: 'depois do crash',
        userId: attendant.id,
      }),
    );
    // afterCommit() is never called: the process "died" right after the commit.
    expect(await messageRow(message.id)).toMatchObject({ ack: 0, externalId: null });
    await jobFinished(message.id);
    expect(sendsOf(message.id)).toHaveLength(1);
    expect(await messageRow(message.id)).toMatchObject({
      ack: 1,
      externalId: expect.stringMatching(/^FAKE-/),
      userId: attendant.id,
    });
  });

  it('never hands a claimed message to the driver twice', async () => {
    const ticket = await newTicket();
    const { message } = await ctx.db.tenant(ticket.companyId).transaction((tx) =>
      ctx.app.outbound.enqueueInTransaction(tx, ticket.companyId, {
        ticketId: ticket.id,
        body: 'corrida',
        userId: null,
      }),
    );
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.channels.sender.attempt(ticket.companyId, message.id, { finalAttempt: false }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(outcomes.every((outcome) => ['sent', 'busy', 'done'].includes(outcome))).toBe(true);
    await jobFinished(message.id);
    expect(sendsOf(message.id)).toHaveLength(1);
  });

  it('raises the ack from driver reports, including one that arrives before send() returns', async () => {
    const ticket = await newTicket();
    const connection = await connectionOf(ticket);
    fake.next(async (wire) => {
      // The phone says "delivered" before the send call even returned its id.
      await ctx.channels.runtime.inbound(connection, { kind: 'ack', externalId: `EARLY-${wire.messageId}`, ack: 2 });
      return { externalId: `EARLY-${wire.messageId}`, ack: 1 };
    });
    const message = await ctx.app.outbound.send(ticket.companyId, { ticketId: ticket.id, body: 'ack', userId: null });
    await vi.waitFor(
      async () => expect(await messageRow(message.id)).toMatchObject({ externalId: `EARLY-${message.id}`, ack: 2 }),
      eventually,
    );

    await ctx.channels.runtime.inbound(connection, { kind: 'ack', externalId: `EARLY-${message.id}`, ack: 3 });
    await ctx.channels.runtime.inbound(connection, { kind: 'ack', externalId: `EARLY-${message.id}`, ack: 1 });
    expect((await messageRow(message.id))?.ack).toBe(3);
  });

  it('applies an ack that arrives while the send is being recorded', async () => {
    const ticket = await newTicket();
    const connection = await connectionOf(ticket);
    const read = deferred();
    fake.next(async (wire) => {
      // The sender's write of the id waits on this lock until the ack has been handled (or 300 ms,
      // in case the ack waits for the write). "Read" comes back at once, as from a web chat widget.
      const locker = await ctx.db.pool.connect();
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM messages WHERE id = $1 FOR UPDATE', [wire.messageId]);
      const handled = Promise.race([read.promise, new Promise((resolve) => setTimeout(resolve, 300))]);
      void handled.then(() => locker.query('COMMIT')).finally(() => locker.release());
      const ack = { kind: 'ack' as const, externalId: `RACE-${wire.messageId}`, ack: 3 };
      setImmediate(() => void ctx.channels.runtime.inbound(connection, ack).then(read.resolve));
      return { externalId: `RACE-${wire.messageId}`, ack: 1 };
    });
    const message = await ctx.app.outbound.send(ticket.companyId, { ticketId: ticket.id, body: 'lida?', userId: null });
    await read.promise;
    await jobFinished(message.id);
    expect(await messageRow(message.id)).toMatchObject({ externalId: `RACE-${message.id}`, ack: 3 });
  });

  it('keeps private notes away from the driver and the job queue', async () => {
    const ticket = await newTicket();
    const note = await ctx.app.outbound.send(ticket.companyId, {
      ticketId: ticket.id,
      body: 'nota interna',
      userId: null,
      isPrivate: true,
    });
    expect(note).toMatchObject({ fromMe: true, isPrivate: true, ack: 0 });
    expect(await jobsOf(note.id)).toEqual([]);
    await expect(ctx.channels.sender.attempt(ticket.companyId, note.id, { finalAttempt: false })).resolves.toBe('done');
    expect(sendsOf(note.id)).toEqual([]);
  });

  it('quotes only messages of the same company and refuses another company’s ticket', async () => {
    const ticket = await newTicket();
    const foreign = await newTicket();
    const quotable = await createMessage(ctx.db, ticket, { externalId: 'QUOTED-1' });
    const foreignMessage = await createMessage(ctx.db, foreign, { externalId: 'QUOTED-2' });

    const quoting = await ctx.app.outbound.send(ticket.companyId, {
      ticketId: ticket.id,
      body: 'r',
      userId: null,
      quotedMsgId: quotable.id,
    });
    expect(quoting.quotedMsgId).toBe(quotable.id);
    await vi.waitFor(() => expect(sendsOf(quoting.id)[0]?.message.quotedExternalId).toBe('QUOTED-1'), eventually);
    const sneaky = await ctx.app.outbound.send(ticket.companyId, {
      ticketId: ticket.id,
      body: 'r',
      userId: null,
      quotedMsgId: foreignMessage.id,
    });
    expect(sneaky.quotedMsgId).toBeNull();

    await expect(
      ctx.app.outbound.send(ticket.companyId, { ticketId: foreign.id, body: 'x', userId: null }),
    ).rejects.toEqual(new AppError('ERR_NO_TICKET_FOUND'));
    const foreignRows = await ctx.db.system.transaction((tx) =>
      tx.select().from(messages).where(eq(messages.ticketId, foreign.id)).orderBy(asc(messages.id)),
    );
    expect(foreignRows.map((row) => row.id)).toEqual([foreignMessage.id]);
  });

  it('walks a sandbox send through acks 1, 2 and 3', async () => {
    const ticket = await newTicket('sandbox');
    const message = await ctx.app.outbound.send(ticket.companyId, {
      ticketId: ticket.id,
      body: 'olá sandbox',
      userId: null,
    });
    await vi.waitFor(async () => expect((await messageRow(message.id))?.ack).toBe(3), eventually);
    const sandbox = ctx.channels.runtime.driverFor('sandbox') as SandboxDriver;
    expect(sandbox.outbox(ticket.whatsappId).filter((entry) => entry.kind === 'send')).toHaveLength(1);
  });
});
