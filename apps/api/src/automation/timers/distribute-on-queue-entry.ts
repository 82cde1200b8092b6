import { and, eq, isNull, sql } from 'drizzle-orm';
import { contacts, tickets, userQueues, users } from '../../db/schema';
import { type CompanySettingsValues, readCompanySettings } from '../../modules/companies/company-settings.repository';
import { insertTicketLogs } from '../../modules/tickets/ticket-history.repository';
import type { Tx } from '../../platform/db/database';

/**
 * Distribution when a ticket enters a queue (the inbound bot calls it in its transaction, a tenant
 * transaction of `companyId`, once the ticket's queue is `queueId`). With the company's DirectTicketsToWallets on, a contact with a
 * wallet owner gets that user (online or not: it is their customer); otherwise, with userRandom
 * on, a random online attendant of the queue. The ticket stays pending, now in that user's own
 * list; the log records a 'receivedTransfer' to them. Only a pending, unassigned, non-group ticket
 * is handed out. Returns the user, or null when nobody was assigned. The caller publishes
 * `ticket.updated` after its commit (it does so for the queue change anyway).
 */
export async function distributeOnQueueEntry(
  tx: Tx,
  companyId: number,
  ticketId: number,
  queueId: number,
  /** The company's settings when the caller holds them already (the bot's turn): not read again. */
  known?: CompanySettingsValues,
): Promise<number | null> {
  const settings = known ?? (await readCompanySettings(tx, companyId));
  const wallets = settings.DirectTicketsToWallets === 'enabled';
  const random = settings.userRandom === 'enabled';
  if (!wallets && !random) return null;
  const userId =
    (wallets ? await walletOwnerOf(tx, companyId, ticketId) : null) ??
    (random ? await randomOnlineAttendant(tx, companyId, queueId) : null);
  if (userId === null) return null;
  const [assigned] = await tx
    .update(tickets)
    .set({ userId })
    .where(
      and(
        eq(tickets.companyId, companyId),
        eq(tickets.id, ticketId),
        eq(tickets.queueId, queueId),
        eq(tickets.status, 'pending'),
        eq(tickets.isGroup, false),
        isNull(tickets.userId),
      ),
    )
    .returning({ id: tickets.id });
  if (!assigned) return null;
  await insertTicketLogs(tx, [{ companyId, ticketId, type: 'receivedTransfer', userId, queueId }]);
  return userId;
}

/** The ticket's contact's wallet owner, if they are a user of the company. */
async function walletOwnerOf(tx: Tx, companyId: number, ticketId: number): Promise<number | null> {
  const [row] = await tx
    .select({ userId: users.id })
    .from(tickets)
    .innerJoin(contacts, and(eq(contacts.companyId, companyId), eq(contacts.id, tickets.contactId)))
    .innerJoin(users, and(eq(users.companyId, companyId), eq(users.id, contacts.walletUserId)))
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
  return row?.userId ?? null;
}

async function randomOnlineAttendant(tx: Tx, companyId: number, queueId: number): Promise<number | null> {
  const [row] = await tx
    .select({ userId: users.id })
    .from(userQueues)
    .innerJoin(users, and(eq(users.companyId, companyId), eq(users.id, userQueues.userId)))
    .where(and(eq(userQueues.companyId, companyId), eq(userQueues.queueId, queueId), eq(users.online, true)))
    .orderBy(sql`random()`)
    .limit(1);
  return row?.userId ?? null;
}
