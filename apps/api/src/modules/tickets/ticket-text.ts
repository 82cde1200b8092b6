import { renderMessageVariables } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { findContact } from '../contacts/contacts.repository';
import { companyTimeZone, findConnection, findQueueRef, findUserRef } from './ticket-references.repository';
import type { TicketRow } from './tickets.repository';

/** A text to a ticket's contact with spec 1 §4 message variables filled, on the company's clock. */
export async function renderTicketText(
  tx: Tx,
  ticket: TicketRow,
  text: string,
  userId: number | null,
  /** The ticket's contact and connection when the caller holds them already (not read again). */
  known: { contact?: { name: string }; connection?: { name: string }; timeZone?: string | undefined } = {},
): Promise<string> {
  // Most texts name no variable: nothing to look up (the bot's menus go out on every new ticket).
  if (!text.includes('{{')) return text;
  const { companyId } = ticket;
  const contact = known.contact ?? (await findContact(tx, companyId, ticket.contactId));
  const user = userId === null ? null : await findUserRef(tx, companyId, userId);
  const queue = ticket.queueId === null ? null : await findQueueRef(tx, companyId, ticket.queueId);
  const connection = known.connection ?? (await findConnection(tx, companyId, ticket.whatsappId));
  const timeZone = known.timeZone ?? (await companyTimeZone(tx, companyId));
  return renderMessageVariables(text, {
    contactName: contact?.name ?? '',
    userName: user?.name ?? null,
    ticketId: ticket.id,
    queueName: queue?.name ?? null,
    connectionName: connection?.name ?? null,
    now: new Date(),
    timeZone,
  });
}
