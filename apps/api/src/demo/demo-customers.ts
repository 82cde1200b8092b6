import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ChannelSink, ConnectionRow } from '../channels/channel-driver';
import { connections, contacts, messages, tickets } from '../db/schema';
import '../modules/tickets/tickets.events';
import type { Database } from '../platform/db/database';
import type { DomainEvents } from '../platform/events/domain-events';
import type { Logger } from '../platform/logger/logger';
import { type DemoPersona, demoPersonas } from './demo-personas';

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
 * The trickle of simulated customers: every `intervalMs` the next persona writes its opening line
 * through the sandbox phone (the real inbound pipeline), and each attendant reply to a persona gets
 * its next line after `replyDelayMs`. Returns the stop function.
 */
export async function startDemoCustomers(deps: DemoCustomersDeps, options: DemoCustomersOptions) {
  const connection = await loadConnection(deps.db, options);
  const progress = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let next = 0;

  const later = (delayMs: number, action: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action().catch((error) => deps.logger.warn({ err: error }, 'demo customer failed to write'));
    }, delayMs);
    timers.add(timer);
  };
  const write = (persona: DemoPersona, line: number) => {
    progress.set(persona.number, line);
    return deps.sink.inbound(connection, {
      kind: 'message',
      externalId: `demo-${randomUUID()}`,
      chat: { id: persona.number, name: persona.name, isGroup: false },
      fromMe: false,
      mediaType: 'conversation',
      body: persona.lines[line] as string,
    });
  };
  const openNextConversation = async () => {
    const persona = demoPersonas[next % demoPersonas.length] as DemoPersona;
    next += 1;
    await write(persona, 0);
  };

  const unsubscribe = deps.events.subscribe('message.created', async (event) => {
    if (event.companyId !== options.companyId) return;
    const reply = await loadReplyTarget(deps.db, options.companyId, event.messageId);
    const persona = reply && demoPersonas.find((candidate) => candidate.number === reply.number);
    const line = persona ? (progress.get(persona.number) ?? -1) + 1 : -1;
    if (!persona || line <= 0 || line >= persona.lines.length) return;
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
  };
}

async function loadConnection(db: Database, options: DemoCustomersOptions): Promise<ConnectionRow> {
  const [connection] = await db
    .tenant(options.companyId)
    .transaction((tx) => tx.select().from(connections).where(eq(connections.id, options.connectionId)));
  if (!connection) throw new Error(`demo connection ${options.connectionId} is missing`);
  return connection;
}

/** The customer an attendant's (non-private) message went to, or null for anything else. */
async function loadReplyTarget(db: Database, companyId: number, messageId: number) {
  const [row] = await db
    .tenant(companyId)
    .transaction((tx) =>
      tx
        .select({ fromMe: messages.fromMe, isPrivate: messages.isPrivate, number: contacts.number })
        .from(messages)
        .innerJoin(tickets, eq(tickets.id, messages.ticketId))
        .innerJoin(contacts, eq(contacts.id, tickets.contactId))
        .where(eq(messages.id, messageId)),
    );
  return row?.fromMe && !row.isPrivate ? { number: row.number } : null;
}
