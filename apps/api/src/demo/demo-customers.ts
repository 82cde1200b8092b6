import { randomUUID } from 'node:crypto';
import { and, count, eq, like, max } from 'drizzle-orm';
import type { ChannelSink, ConnectionRow } from '../channels/channel-driver';
import { connections, contacts, messages, tickets } from '../db/schema';
import '../modules/tickets/tickets.events';
import type { Database } from '../platform/db/database';
import type { DomainEvents } from '../platform/events/domain-events';
import type { Logger } from '../platform/logger/logger';
import { type DemoPersona, demoNumberPattern, demoPersona, demoPersonaIndex } from './demo-personas';

export interface DemoCustomersDeps {
  db: Database;
  events: DomainEvents;
  sink: ChannelSink;
  logger: Logger;
}

export interface DemoCustomersOptions {
  companyId: number;
  connectionId: number;
  /** Time between two new conversations. */
  intervalMs: number;
  /** How long a customer "types" before answering an attendant. */
  replyDelayMs: number;
  /** The first customer writes this soon after start, so a newcomer sees a ticket at once. */
  firstMessageDelayMs?: number;
}

/**
 * The trickle of simulated customers: every `intervalMs` a new persona writes its opening line
 * through the sandbox phone (the real inbound pipeline), and each attendant reply to a persona gets
 * its next line after `replyDelayMs`. A persona opens once only: after a restart the next one is
 * the first whose number the company has never seen, and the ones who already wrote carry on from
 * where their conversation stands. Returns the stop function.
 */
export async function startDemoCustomers(deps: DemoCustomersDeps, options: DemoCustomersOptions) {
  const connection = await loadConnection(deps.db, options);
  /** The last line each persona wrote (or is about to write), by number. */
  const progress = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let next = await nextPersonaIndex(deps.db, options.companyId);

  const later = (delayMs: number, action: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action().catch((error) => deps.logger.warn({ err: error }, 'demo customer failed to write'));
    }, delayMs);
    timers.add(timer);
  };
  /** Writes under way: stopping waits for them, so a restart sees every persona that already wrote. */
  const writing = new Set<Promise<void>>();
  const write = (persona: DemoPersona, line: number) => {
    progress.set(persona.number, line);
    const done = deliver(persona, line).finally(() => writing.delete(done));
    writing.add(done);
    return done;
  };
  const deliver = (persona: DemoPersona, line: number) =>
    deps.sink.inbound(connection, {
      kind: 'message',
      externalId: `demo-${randomUUID()}`,
      chat: { id: persona.number, name: persona.name, isGroup: false },
      fromMe: false,
      mediaType: 'conversation',
      body: persona.lines[line] as string,
    });
  const openNextConversation = async () => {
    const persona = demoPersona(next);
    next += 1;
    await write(persona, 0);
  };

  const unsubscribe = deps.events.subscribe('message.created', async (event) => {
    if (event.companyId !== options.companyId) return;
    const reply = await loadReplyTarget(deps.db, options.companyId, event.messageId);
    const index = reply && demoPersonaIndex(reply.number);
    if (index == null || !reply) return;
    const persona = demoPersona(index);
    const line = (progress.get(persona.number) ?? reply.customerLines - 1) + 1;
    if (line <= 0 || line >= persona.lines.length) return;
    progress.set(persona.number, line);
    later(options.replyDelayMs, () => write(persona, line));
  });

  later(options.firstMessageDelayMs ?? 2_000, openNextConversation);
  const interval = setInterval(() => {
    openNextConversation().catch((error) => deps.logger.warn({ err: error }, 'demo customer failed to write'));
  }, options.intervalMs);

  return async () => {
    clearInterval(interval);
    unsubscribe();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await Promise.allSettled([...writing]);
  };
}

async function loadConnection(db: Database, options: DemoCustomersOptions): Promise<ConnectionRow> {
  const [connection] = await db
    .tenant(options.companyId)
    .transaction((tx) => tx.select().from(connections).where(eq(connections.id, options.connectionId)));
  if (!connection) throw new Error(`demo connection ${options.connectionId} is missing`);
  return connection;
}

/** The index after the highest demo persona that ever wrote to this company (0 for a new demo). */
async function nextPersonaIndex(db: Database, companyId: number): Promise<number> {
  const [row] = await db.tenant(companyId).transaction((tx) =>
    tx
      .select({ highest: max(contacts.number) })
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), like(contacts.number, demoNumberPattern))),
  );
  const highest = row?.highest ? demoPersonaIndex(row.highest) : null;
  return highest === null ? 0 : highest + 1;
}

/**
 * The customer an attendant's (non-private, not the bot's) message went to, with how many lines that customer
 * wrote in the ticket (where a persona unknown to this process, after a restart, picks up), or
 * null for anything else.
 */
async function loadReplyTarget(db: Database, companyId: number, messageId: number) {
  return db.tenant(companyId).transaction(async (tx) => {
    const [row] = await tx
      .select({
        fromMe: messages.fromMe,
        fromBot: messages.fromBot,
        isPrivate: messages.isPrivate,
        ticketId: messages.ticketId,
        number: contacts.number,
      })
      .from(messages)
      .innerJoin(tickets, eq(tickets.id, messages.ticketId))
      .innerJoin(contacts, eq(contacts.id, tickets.contactId))
      .where(eq(messages.id, messageId));
    // Customers answer attendants; the bot's menus are for the people trying the demo.
    if (!row?.fromMe || row.isPrivate || row.fromBot) return null;
    const [written] = await tx
      .select({ lines: count() })
      .from(messages)
      .where(and(eq(messages.ticketId, row.ticketId), eq(messages.fromMe, false)));
    return { number: row.number, customerLines: written?.lines ?? 0 };
  });
}
