import type { Tx } from '../../platform/db/database';
import { type FixedStatement, runFixed } from '../../platform/db/prepared';
import type { MessageRow, TicketRow } from '../message-row';

/**
 * Whether the automation looks at a stored inbound message: one the contact sent (not from the
 * phone, not a reaction), not imported history, in a conversation that is not a group.
 */
export function wantsAutomation(message: MessageRow, ticket: TicketRow, imported: boolean | undefined): boolean {
  return !message.fromMe && message.mediaType !== 'reactionMessage' && !imported && !ticket.isGroup;
}

const enqueueStatement: FixedStatement = {
  name: 'automation_inbox_enqueue',
  text: `INSERT INTO automation_inbox (company_id, message_id, ticket_id)
    SELECT $1, m, t FROM unnest($2::int[], $3::int[]) AS given(m, t)
    ON CONFLICT (message_id) DO NOTHING`,
};

/**
 * Records messages for the automation in the transaction that stores them (automation_inbox):
 * a turn deletes its row when it answers, so a message is never forgotten by a crash in between.
 */
export async function enqueueForAutomation(
  tx: Tx,
  companyId: number,
  rows: readonly { messageId: number; ticketId: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await runFixed(tx, enqueueStatement, [companyId, rows.map((row) => row.messageId), rows.map((row) => row.ticketId)]);
}
