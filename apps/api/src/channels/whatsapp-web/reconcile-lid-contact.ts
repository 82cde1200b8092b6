import type { ContactDetailAnswer } from '@chatdesk/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { contacts, tickets } from '../../db/schema';
import { loadContactDetail } from '../../modules/contacts/contact-answer';
import type { Database, Tx } from '../../platform/db/database';
import { uniqueViolationOf } from '../../platform/db/database-errors';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import type { ConnectionRow } from '../channel-driver';
import type { ContactRow } from '../message-row';
import { jidUser } from './baileys-jids';
import { type ChangedTicket, hasPlaceholderName, mergeLidContact } from './merge-lid-contact';
import '../../modules/contacts/contacts.events';
import '../../modules/tickets/tickets.events';

export interface LidReconcileDeps {
  connection: ConnectionRow;
  db: Database;
  events: DomainEvents;
  logger: Logger;
}

export type LidReconcileOutcome = 'none' | 'renumbered' | 'merged';

interface Reconciled {
  outcome: LidReconcileOutcome;
  contact?: ContactDetailAnswer;
  deletedContactId?: number;
  tickets: ChangedTicket[];
}

/**
 * A session learned LID -> phone pairs (JIDs): a contact created under a LID's digits before its
 * phone was known becomes the person's phone contact (docs/decisions.md, WhatsApp Web). One query
 * finds which LIDs have a contact in the connection's company (usually none: contacts sync can
 * bring thousands of pairs); each found one is reconciled in its own transaction. A failure is
 * logged and leaves that contact as it was: the messages being ingested must not be lost over it.
 */
export async function reconcileLidContacts(
  deps: LidReconcileDeps,
  pairs: readonly [lid: string, phone: string][],
): Promise<void> {
  const { connection } = deps;
  const byLid = new Map(pairs.map(([lid, phone]) => [jidUser(lid), jidUser(phone)]));
  const lidNumbers = [...byLid.keys()].filter((lid) => lid !== '' && lid !== byLid.get(lid));
  if (lidNumbers.length === 0) return;
  const found = await deps.db
    .tenant(connection.companyId)
    .transaction((tx) => personContacts(tx, connection, lidNumbers));
  for (const { number } of found) {
    const phone = byLid.get(number) as string;
    try {
      await reconcileLidContact(deps, connection, number, phone);
    } catch (error) {
      deps.logger.error({ err: error, connectionId: connection.id, lid: number }, 'lid contact reconcile failed');
    }
  }
}

/**
 * No contact with the LID's digits: nothing. Only the LID contact: it takes the phone digits
 * (name, tags, tickets and messages stay). Both: the LID contact is merged into the phone one.
 * The connection's company only (tenant transaction); events are published after the commit.
 */
export async function reconcileLidContact(
  deps: Pick<LidReconcileDeps, 'db' | 'events'>,
  connection: ConnectionRow,
  lidNumber: string,
  phoneNumber: string,
): Promise<LidReconcileOutcome> {
  const { companyId } = connection;
  const result = await retryingRace(() =>
    deps.db.tenant(companyId).transaction(async (tx): Promise<Reconciled> => {
      // Both rows locked in id order, so two reconciles of one person cannot deadlock.
      const locked = await personContacts(tx, connection, [lidNumber, phoneNumber], true);
      const lid = locked.find((contact) => contact.number === lidNumber);
      if (!lid) return { outcome: 'none', tickets: [] };
      const phone = locked.find((contact) => contact.number === phoneNumber);
      if (!phone) {
        const changed = await renumber(tx, lid, phoneNumber);
        return { outcome: 'renumbered', contact: await loadContactDetail(tx, companyId, lid.id), tickets: changed };
      }
      const changed = await mergeLidContact(tx, lid, phone);
      const contact = await loadContactDetail(tx, companyId, phone.id);
      return { outcome: 'merged', contact, deletedContactId: lid.id, tickets: changed };
    }),
  );
  publish(deps.events, companyId, result);
  return result.outcome;
}

/**
 * Row locks cannot stop another connection of the company from inserting the phone contact while we
 * renumber: the unique number index refuses ours, and the second attempt merges instead.
 */
async function retryingRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolationOf(error) !== 'contacts_company_channel_number_unique') throw error;
    return work();
  }
}

/** The company's person (not group) contacts of this channel with these numbers. */
function personContacts(tx: Tx, connection: ConnectionRow, numbers: string[], lock = false): Promise<ContactRow[]> {
  const query = tx
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, connection.companyId),
        eq(contacts.channel, connection.channel),
        eq(contacts.isGroup, false),
        inArray(contacts.number, numbers),
      ),
    )
    .orderBy(asc(contacts.id));
  return lock ? query.for('update') : query;
}

/** The LID contact becomes the phone contact; a name that was the LID itself becomes the phone's placeholder. */
async function renumber(tx: Tx, lid: ContactRow, phoneNumber: string): Promise<ChangedTicket[]> {
  const { companyId } = lid;
  await tx
    .update(contacts)
    .set({ number: phoneNumber, ...(hasPlaceholderName(lid) ? { name: phoneNumber } : {}) })
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, lid.id)));
  // Their tickets show the contact's number: lists refresh them (visibility does not change).
  return tx
    .select({ ticketId: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, lid.id)))
    .orderBy(asc(tickets.id));
}

function publish(events: DomainEvents, companyId: number, result: Reconciled) {
  if (result.deletedContactId !== undefined) {
    events.publish({ type: 'contact.deleted', companyId, contactId: result.deletedContactId });
  }
  if (result.contact) events.publish({ type: 'contact.updated', companyId, contact: result.contact });
  for (const { ticketId, before, messageIds = [] } of result.tickets) {
    events.publish({ type: 'ticket.updated', companyId, ticketId, ...(before ? { before } : {}) });
    for (const messageId of messageIds) events.publish({ type: 'message.updated', companyId, messageId, ticketId });
  }
}
