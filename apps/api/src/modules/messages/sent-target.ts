import type { ChannelDriver, ConnectionRow } from '../../channels/channel-driver';
import type { Tx } from '../../platform/db/database';
import type { MessageRow } from './message-answers';
import type { MessagesDeps } from './messages.deps';
import { findConnection, findContactRow, findTicket } from './messages.repository';

/** Where a sent message lives on its channel: what a driver's edit or delete needs. */
export interface SentTarget {
  connection: ConnectionRow;
  target: { to: string; externalId: string };
}

/**
 * The channel side of a message, or null when there is none to touch: a private note, a message not
 * sent yet (no external id) or a connection that is gone.
 */
export async function sentTargetOf(tx: Tx, companyId: number, message: MessageRow): Promise<SentTarget | null> {
  if (message.isPrivate || !message.externalId || message.whatsappId === null) return null;
  const connection = await findConnection(tx, companyId, message.whatsappId);
  const ticket = await findTicket(tx, companyId, { id: message.ticketId });
  const contact = ticket && (await findContactRow(tx, companyId, ticket.contactId));
  if (!connection || !contact) return null;
  return { connection, target: { to: contact.number, externalId: message.externalId } };
}

/** The connection's driver, or undefined when this process has no runtime or no driver for the channel. */
export function driverOf(deps: MessagesDeps, connection: ConnectionRow): ChannelDriver | undefined {
  try {
    return deps.channels()?.driverFor(connection.channel);
  } catch {
    return undefined;
  }
}
