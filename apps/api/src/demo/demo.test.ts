import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { contacts, messages, tickets, users } from '../db/schema';
import type { Database } from '../platform/db/database';
import { createLogger } from '../platform/logger/logger';
import { demoOutOfHoursMessage } from './demo-automation';
import { startDemoCustomers } from './demo-customers';
import { demoPersona } from './demo-personas';
import { seedDemoCompany } from './seed-demo';

const eventually = { timeout: 15_000, interval: 50 };

describe('demo', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('seeds the company once, keeps the logins mode 600, and lets them log in', async () => {
    const first = await seedDemoCompany(ctx.db, ctx.dataDir);
    const again = await seedDemoCompany(ctx.db, ctx.dataDir);
    expect(again).toEqual(first);
    expect(first.accounts.map((account) => account.profile)).toEqual(['admin', 'user', 'user']);
    const file = path.join(ctx.dataDir, 'demo-credentials.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first.accounts);
    const staff = await ctx.db.system.transaction((tx) =>
      tx.select().from(users).where(eq(users.companyId, first.companyId)),
    );
    expect(staff).toHaveLength(3);

    const attendant = first.accounts[1];
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: attendant?.email, password: attendant?.password },
    });
    expect(login.statusCode).toBe(200);

    // The seeded phone passes the connection rules the admin's edit modal saves through (two queues need a greeting).
    const admin = first.accounts[0];
    const token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin?.email, password: admin?.password },
      })
    ).json().token;
    const phone = await ctx.app.inject({
      method: 'GET',
      url: `/api/whatsapp/${first.connectionId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const { name, greetingMessage, queues } = phone.json() as {
      name: string;
      greetingMessage: string;
      queues: { id: number }[];
    };
    const queueIds = queues.map((queue) => queue.id);
    expect(queueIds).toHaveLength(2);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/whatsapp/${first.connectionId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { name, greetingMessage, queueIds },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('greets with a queue menu, offers option trees, follows the company hours and asks for ratings', async () => {
    const demo = await seedDemoCompany(ctx.db, ctx.dataDir);
    const admin = demo.accounts[0];
    const { token } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin?.email, password: admin?.password },
      })
    ).json();
    const get = async (url: string) =>
      (await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();
    const phone = await get(`/api/whatsapp/${demo.connectionId}`);
    expect(phone.greetingMessage).not.toBe('');
    expect(phone.outOfHoursMessage).toBe(demoOutOfHoursMessage);
    expect(phone.ratingMessage).not.toBe('');
    expect(phone.expiresTicketNPS).toBeGreaterThan(0);
    const settings = Object.fromEntries(
      await Promise.all(
        ['scheduleType', 'userRating'].map(async (column) => [
          column,
          (await get(`/api/companySettingOne?column=${column}`)).value,
        ]),
      ),
    );
    expect(settings).toEqual({ scheduleType: 'company', userRating: 'enabled' });
    const tree = (queue: { chatbots: { name: string; queueType: string; options: unknown[] }[] }) =>
      queue.chatbots.map((option) => [option.name, option.queueType, option.options.length]);
    const [sales, support] = phone.queues as { id: number; name: string }[];
    expect([sales?.name, support?.name]).toEqual(['Vendas', 'Suporte']);
    const supportQueue = await get(`/api/queue/${support?.id}`);
    expect(supportQueue.greetingMessage).not.toBe('');
    expect(tree(supportQueue)).toEqual([
      ['Segunda via', 'text', 2],
      ['Falar com atendente', 'attendent', 0],
    ]);
    expect(tree(await get(`/api/queue/${sales?.id}`))).toEqual([
      ['Formas de pagamento', 'text', 0],
      ['Falar com vendedor', 'attendent', 0],
    ]);
  });

  it('customers write through the sandbox phone and answer an attendant', async () => {
    const demo = await seedDemoCompany(ctx.db, ctx.dataDir);
    const stop = await startDemoCustomers(
      { db: ctx.db, events: ctx.events, sink: ctx.channels.runtime, logger: createLogger('silent') },
      {
        companyId: demo.companyId,
        connectionId: demo.connectionId,
        intervalMs: 60_000,
        replyDelayMs: 10,
        firstMessageDelayMs: 0,
      },
    );
    try {
      const persona = demoPersona(0);
      const ticketOf = async () =>
        (
          await ctx.db.system.transaction((tx) =>
            tx
              .select({ id: tickets.id, status: tickets.status })
              .from(tickets)
              .innerJoin(contacts, eq(contacts.id, tickets.contactId))
              .where(and(eq(tickets.companyId, demo.companyId), eq(contacts.number, persona?.number ?? ''))),
          )
        )[0];
      await vi.waitFor(async () => expect(await ticketOf()).toMatchObject({ status: 'pending' }), eventually);
      const ticket = (await ticketOf()) as { id: number };

      await ctx.app.outbound.send(demo.companyId, { ticketId: ticket.id, body: 'Olá! Vou verificar.', userId: null });
      const inbound = async () =>
        ctx.db.system.transaction((tx) =>
          tx
            .select({ body: messages.body })
            .from(messages)
            .where(and(eq(messages.ticketId, ticket.id), eq(messages.fromMe, false))),
        );
      await vi.waitFor(
        async () => expect((await inbound()).map((row) => row.body)).toEqual(persona?.lines.slice(0, 2)),
        eventually,
      );

      // A private note is not a reply: the customer stays quiet.
      await ctx.app.outbound.send(demo.companyId, { ticketId: ticket.id, body: 'nota', userId: null, isPrivate: true });
      // Nor is the bot's menu: customers answer attendants.
      await ctx.app.outbound.send(demo.companyId, {
        ticketId: ticket.id,
        body: '1 - Vendas',
        userId: null,
        fromBot: true,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await inbound()).toHaveLength(2);
    } finally {
      await stop();
    }
  });

  it('each persona opens once; new ones keep arriving, also after a restart', async () => {
    const { companyId, connectionId } = await seedDemoCompany(ctx.db, ctx.dataDir);
    const run = () =>
      startDemoCustomers(
        { db: ctx.db, events: ctx.events, sink: ctx.channels.runtime, logger: createLogger('silent') },
        { companyId, connectionId, intervalMs: 40, replyDelayMs: 10, firstMessageDelayMs: 0 },
      );
    const waitForCustomers = async (atLeast: number) => {
      await vi.waitFor(async () => expect((await openingsOf(ctx.db, companyId)).length).toBeGreaterThan(atLeast), {
        timeout: 30_000,
        interval: 50,
      });
    };
    // More customers than there are conversations: a persona is new even when its conversation comes round again.
    const stopFirst = await run();
    await waitForCustomers(12);
    await stopFirst();
    const before = await openingsOf(ctx.db, companyId);
    const stopAgain = await run();
    await waitForCustomers(before.length + 2);
    // A customer of the previous run still answers: where its conversation stands is read from its ticket.
    const earlier = demoPersona(1);
    const [ticket] = await ctx.db.system.transaction((tx) =>
      tx
        .select({ id: tickets.id })
        .from(tickets)
        .innerJoin(contacts, eq(contacts.id, tickets.contactId))
        .where(and(eq(tickets.companyId, companyId), eq(contacts.number, earlier.number))),
    );
    await ctx.app.outbound.send(companyId, { ticketId: ticket?.id ?? 0, body: 'Pode falar!', userId: null });
    await vi.waitFor(async () => {
      const customer = (await openingsOf(ctx.db, companyId)).find((one) => one.number === earlier.number);
      expect(customer?.lines).toEqual(earlier.lines.slice(0, 2));
    }, eventually);
    await stopAgain();
    // Let a write that was already under way land before counting.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const after = await openingsOf(ctx.db, companyId);
    for (const customer of after) {
      const opening = demoPersona(customer.index).lines[0];
      expect(customer.lines[0]).toBe(opening);
      expect(customer.lines.filter((line) => line === opening)).toHaveLength(1);
    }
    expect(new Set(after.map((customer) => customer.number)).size).toBe(after.length);
    expect(new Set(after.map((customer) => customer.name)).size).toBe(after.length);
    expect(after.map((customer) => customer.index)).toEqual(after.map((_, index) => index));
  });
});

/** The demo company's customers in persona order, with every line each of them wrote. */
async function openingsOf(db: Database, companyId: number) {
  const rows = await db.system.transaction((tx) =>
    tx
      .select({ number: contacts.number, name: contacts.name, body: messages.body })
      .from(messages)
      .innerJoin(tickets, eq(tickets.id, messages.ticketId))
      .innerJoin(contacts, eq(contacts.id, tickets.contactId))
      .where(and(eq(messages.companyId, companyId), eq(messages.fromMe, false)))
      .orderBy(contacts.number, messages.id),
  );
  const customers = new Map<string, { number: string; name: string; index: number; lines: string[] }>();
  for (const row of rows) {
    const customer = customers.get(row.number) ?? {
      number: row.number,
      name: row.name,
      index: Number(row.number.slice(-6)),
      lines: [],
    };
    customer.lines.push(row.body);
    customers.set(row.number, customer);
  }
  return [...customers.values()];
}
