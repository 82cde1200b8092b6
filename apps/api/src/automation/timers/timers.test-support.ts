import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  createCompany,
  createConnection,
  createContact,
  createQueue,
  createTicket,
  createUser,
  linkUserQueues,
} from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { companySettings, type connections, messages, ticketLogs, tickets } from '../../db/schema';
import type { DomainEvent } from '../../platform/events/domain-events';
import { sweepTimers } from './sweep-timers';

/** A clock `minutes` from the real one: rows written now are that old to the sweep. */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

type ConnectionValues = Partial<typeof connections.$inferInsert>;
type TicketValues = Partial<typeof tickets.$inferInsert>;

/** Builders and readers over one test context; the sweep runs with the app's own outbound path. */
export function timersWorld(ctx: TestContext) {
  const updates: DomainEvent<'ticket.updated'>[] = [];
  ctx.events.subscribe('ticket.updated', (event) => void updates.push(event));
  const deps = { db: ctx.db, events: ctx.events, outbound: ctx.app.outbound };

  const world = {
    updates,
    sweep: (now: Date) => sweepTimers(deps, now),

    async company(settings: Partial<typeof companySettings.$inferInsert> = {}) {
      const company = await createCompany(ctx.db);
      await ctx.db.system.transaction((tx) =>
        tx.insert(companySettings).values({ companyId: company.id, ...settings }),
      );
      return company;
    },
    connection: (companyId: number, values: ConnectionValues = {}) => createConnection(ctx.db, companyId, values),
    queue: (companyId: number, values: Partial<Parameters<typeof createQueue>[2]> = {}) =>
      createQueue(ctx.db, companyId, values),
    async attendant(companyId: number, queueIds: number[], online = true) {
      const user = await createUser(ctx.db, companyId, { online });
      if (queueIds.length > 0) await linkUserQueues(ctx.db, companyId, user.id, queueIds);
      return user;
    },
    async ticket(companyId: number, whatsappId: number, values: TicketValues = {}) {
      const contact = await createContact(ctx.db, companyId, { channel: 'sandbox' });
      return createTicket(ctx.db, companyId, { whatsappId, contactId: contact.id, ...values });
    },
    /** Writes timer columns directly, as the inbound and outbound paths would have. */
    async set(ticketId: number, values: TicketValues) {
      await ctx.db.system.transaction((tx) => tx.update(tickets).set(values).where(eq(tickets.id, ticketId)));
    },
    async read(ticketId: number) {
      const [row] = await ctx.db.system.transaction((tx) => tx.select().from(tickets).where(eq(tickets.id, ticketId)));
      if (!row) throw new Error(`ticket ${ticketId} is gone`);
      return row;
    },
    logs: (ticketId: number) =>
      ctx.db.system.transaction((tx) =>
        tx
          .select({ type: ticketLogs.type, userId: ticketLogs.userId, queueId: ticketLogs.queueId })
          .from(ticketLogs)
          .where(eq(ticketLogs.ticketId, ticketId))
          .orderBy(asc(ticketLogs.id)),
      ),
    botMessages: (ticketId: number) =>
      ctx.db.system.transaction((tx) =>
        tx
          .select({ body: messages.body, userId: messages.userId, fromMe: messages.fromMe, ack: messages.ack })
          .from(messages)
          .where(and(eq(messages.ticketId, ticketId), eq(messages.fromBot, true)))
          .orderBy(asc(messages.id)),
      ),
    /** The send jobs written for a ticket's messages (the durable half of the outbound path). */
    async sendJobs(ticketId: number) {
      const { rows } = await ctx.db.pool.query(
        `SELECT count(*)::int AS count FROM pgboss.job j JOIN messages m ON m.id = (j.data->>'messageId')::int
         WHERE j.name = 'channels.send-message' AND m.ticket_id = $1`,
        [ticketId],
      );
      return rows[0].count as number;
    },
    async trackingClosedAt(ticketId: number) {
      const { rows } = await ctx.db.pool.query(
        'SELECT closed_at FROM ticket_trackings WHERE ticket_id = $1 ORDER BY id DESC LIMIT 1',
        [ticketId],
      );
      return (rows[0]?.closed_at ?? null) as Date | null;
    },
    async ageQueue(queueId: number, minutes: number) {
      await ctx.db.pool.query(`UPDATE queues SET routed_at = now() - make_interval(mins => $2) WHERE id = $1`, [
        queueId,
        minutes,
      ]);
    },
  };
  return world;
}

export type TimersWorld = ReturnType<typeof timersWorld>;

/** A describe block's test context and world, built before its tests and closed after them. */
export function timersSuite(): { ctx: TestContext; world: TimersWorld } {
  const suite = {} as { ctx: TestContext; world: TimersWorld };
  beforeAll(async () => {
    suite.ctx = await createTestContext();
    suite.world = timersWorld(suite.ctx);
  });
  afterAll(async () => {
    await suite.ctx?.close();
  });
  return suite;
}
