import { AppError, type ContactTicketsAnswer, canSeeTicket, contactTicketsLimit } from '@chatdesk/contracts';
import { asViewer } from '../../tickets/ticket-viewer';
import { findContactTicketKeys, findContactTicketRows } from '../contact-tickets.repository';
import type { ContactsDeps } from '../contacts.deps';
import { findContact } from '../contacts.repository';

/** How many of a contact's tickets are weighed against the visibility rule before giving up on older ones. */
const scanLimit = 1000;

/**
 * GET /contacts/{id}/tickets: the contact's tickets the caller may open (canSeeTicket, the rule of
 * GET /tickets/u/{uuid}), newest first. Another company's contact is ERR_NO_CONTACT_FOUND (404).
 */
export async function listContactTickets(
  deps: ContactsDeps,
  caller: { companyId: number; userId: number },
  contactId: number,
): Promise<ContactTicketsAnswer> {
  const { companyId } = caller;
  return asViewer(deps.db.tenant(companyId), caller.userId, async (tx, viewer) => {
    if (!(await findContact(tx, companyId, contactId))) throw new AppError('ERR_NO_CONTACT_FOUND');
    const keys = await findContactTicketKeys(tx, companyId, contactId, scanLimit);
    const ids = keys.filter((key) => canSeeTicket(viewer, key)).map((key) => key.id);
    if (ids.length === 0) return { tickets: [] };
    const rows = await findContactTicketRows(tx, companyId, ids.slice(0, contactTicketsLimit));
    return {
      tickets: rows.map((row) => ({
        id: row.id,
        uuid: row.uuid,
        status: row.status,
        queue:
          row.queueId !== null && row.queueName !== null && row.queueColor !== null
            ? { id: row.queueId, name: row.queueName, color: row.queueColor }
            : null,
        user: row.userId !== null && row.userName !== null ? { id: row.userId, name: row.userName } : null,
        lastMessage: row.lastMessage,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    };
  });
}
