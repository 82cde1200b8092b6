import { and, asc, eq } from 'drizzle-orm';
import { clientFor, companyWithStaff } from '../../../test/clients';
import { createConnection, createQueue, createTicket, createUser, linkUserQueues } from '../../../test/factories';
import type { TestContext } from '../../../test/harness';
import { companySettings, messages, ticketLogs, tickets, ticketTrackings } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/**
 * A company with two queues (A 'Vendas', B 'Suporte'), a default connection, an attendant of
 * each queue, plus the admin and plain user of `companyWithStaff` (neither in a queue).
 */
export async function ticketDesk(ctx: TestContext) {
  const staff = await companyWithStaff(ctx);
  const companyId = staff.company.id;
  const queueA = await createQueue(ctx.db, companyId, { name: 'Vendas' });
  const queueB = await createQueue(ctx.db, companyId, { name: 'Suporte' });
  const connection = await createConnection(ctx.db, companyId, { isDefault: true, name: 'Loja' });
  const attendantA = await createUser(ctx.db, companyId, { name: 'Alice A' });
  const attendantB = await createUser(ctx.db, companyId, { name: 'Bruno B' });
  await linkUserQueues(ctx.db, companyId, attendantA.id, [queueA.id]);
  await linkUserQueues(ctx.db, companyId, attendantB.id, [queueB.id]);
  return {
    ...staff,
    companyId,
    queueA,
    queueB,
    connection,
    attendantA,
    attendantB,
    asA: await clientFor(ctx, attendantA),
    asB: await clientFor(ctx, attendantB),
    ticket: (overrides: Parameters<typeof createTicket>[2] = {}) =>
      createTicket(ctx.db, companyId, { whatsappId: connection.id, ...overrides }),
  };
}
export type TicketDesk = Awaited<ReturnType<typeof ticketDesk>>;

export async function setCompanySettings(
  db: Database,
  companyId: number,
  values: Partial<typeof companySettings.$inferInsert>,
) {
  await db.system.transaction(async (tx) => {
    await tx.insert(companySettings).values({ companyId }).onConflictDoNothing();
    await tx.update(companySettings).set(values).where(eq(companySettings.companyId, companyId));
  });
}

export const storedTicket = (db: Database, ticketId: number) =>
  db.system.transaction(async (tx) => (await tx.select().from(tickets).where(eq(tickets.id, ticketId)))[0]);

export const logsOf = (db: Database, ticketId: number) =>
  db.system.transaction((tx) =>
    tx.select().from(ticketLogs).where(eq(ticketLogs.ticketId, ticketId)).orderBy(asc(ticketLogs.id)),
  );

export const trackingsOf = (db: Database, ticketId: number) =>
  db.system.transaction((tx) =>
    tx.select().from(ticketTrackings).where(eq(ticketTrackings.ticketId, ticketId)).orderBy(asc(ticketTrackings.id)),
  );

export const sentTextsOf = (db: Database, ticketId: number) =>
  db.system.transaction(async (tx) =>
    (
      await tx
        .select({ body: messages.body, userId: messages.userId })
        .from(messages)
        .where(and(eq(messages.ticketId, ticketId), eq(messages.fromMe, true)))
        .orderBy(asc(messages.id))
    ).map((row) => row),
  );

/** PUT /tickets/{id} as `client`: the one endpoint of every ticket action. */
export const putTicket = (client: TicketDesk['asA'], id: number, payload: object) =>
  client({ method: 'PUT', url: `/api/tickets/${id}`, payload });
