import { and, asc, eq } from 'drizzle-orm';
import { createCompany, createConnection, createContact, createUser } from '../../../../test/factories';
import type { TestContext } from '../../../../test/harness';
import { messages, schedules, tickets } from '../../../db/schema';
import type { ScheduleSenderDeps } from './schedule-sender.deps';

/** A company with a connected sandbox phone, a contact on it and an attendant, for the sender's tests. */
export async function senderWorld(ctx: TestContext) {
  const company = await createCompany(ctx.db);
  const connection = await createConnection(ctx.db, company.id, { name: 'Loja Centro', isDefault: true });
  const user = await createUser(ctx.db, company.id, { name: 'Ana Atendente' });
  const deps: ScheduleSenderDeps = { db: ctx.db, events: ctx.events, outbound: () => ctx.channels.outbound };

  const contact = (overrides: Parameters<typeof createContact>[2] = {}) =>
    createContact(ctx.db, company.id, { channel: 'sandbox', ...overrides });

  /** A schedule row as the API would have written it, at any time (the API refuses past ones). */
  const schedule = async (
    contactId: number,
    sendAt: Date,
    overrides: Partial<typeof schedules.$inferInsert> = {},
  ): Promise<typeof schedules.$inferSelect> =>
    ctx.db.system.transaction(async (tx) => {
      const [row] = await tx
        .insert(schedules)
        .values({
          companyId: company.id,
          contactId,
          body: 'Lembrete agendado',
          sendAt,
          recurrenceAnchor: sendAt,
          userId: user.id,
          ...overrides,
        })
        .returning();
      if (!row) throw new Error('schedule insert returned no row');
      return row;
    });

  const read = (id: number) =>
    ctx.db.system.transaction(async (tx) => {
      const [row] = await tx.select().from(schedules).where(eq(schedules.id, id));
      if (!row) throw new Error(`schedule ${id} is gone`);
      return row;
    });

  /** Every schedule of the contact in send order: the recurrence's occurrences. */
  const occurrences = (contactId: number) =>
    ctx.db.system.transaction((tx) =>
      tx
        .select()
        .from(schedules)
        .where(and(eq(schedules.companyId, company.id), eq(schedules.contactId, contactId)))
        .orderBy(asc(schedules.sendAt), asc(schedules.id)),
    );

  /** The messages in the contact's tickets, with their ticket. */
  const conversation = (contactId: number) =>
    ctx.db.system.transaction((tx) =>
      tx
        .select({ body: messages.body, fromMe: messages.fromMe, mediaType: messages.mediaType, ticket: tickets })
        .from(messages)
        .innerJoin(tickets, eq(tickets.id, messages.ticketId))
        .where(and(eq(messages.companyId, company.id), eq(messages.contactId, contactId)))
        .orderBy(asc(messages.id)),
    );

  return { company, connection, user, deps, contact, schedule, read, occurrences, conversation };
}
