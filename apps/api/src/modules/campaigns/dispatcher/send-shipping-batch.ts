import type { ConnectionRow } from '../../../channels/channel-driver';
import type { campaigns } from '../../../db/schema';
import type { Tx } from '../../../platform/db/database';
import { type FixedStatement, runFixed } from '../../../platform/db/prepared';
import { sendOnContactTickets } from '../../messages/send-on-contact-tickets';
import type { DispatcherDeps } from './dispatcher.deps';
import { type ShippingRow, shippingMessage } from './send-shipping';

type Campaign = typeof campaigns.$inferSelect;

/** A claimed row and its campaign. */
export interface ClaimedShipping {
  row: ShippingRow;
  campaign: Campaign;
}

/** Rows the set-based batch takes: no ticket options (openTicket disabled), each number once. */
export function batchable(claimed: readonly ClaimedShipping[]): { batch: ClaimedShipping[]; rest: ClaimedShipping[] } {
  const numbers = new Set<string>();
  const batch: ClaimedShipping[] = [];
  const rest: ClaimedShipping[] = [];
  for (const one of claimed) {
    const fits = one.campaign.openTicket !== 'enabled' && !numbers.has(one.row.number);
    (fits ? batch : rest).push(one);
    if (fits) numbers.add(one.row.number);
  }
  return { batch, rest };
}

const markStatement: FixedStatement = {
  name: 'campaign_shippings_written',
  text: `UPDATE campaign_shippings s SET contact_id = d.contact_id, ticket_id = d.ticket_id, attempts = s.attempts + 1,
      status = CASE WHEN d.asks THEN 'confirmation_requested' ELSE 'sending' END,
      confirmation_requested_at = CASE WHEN d.asks THEN $2 ELSE s.confirmation_requested_at END,
      confirmation_message_id = CASE WHEN d.asks THEN d.message_id ELSE s.confirmation_message_id END,
      sent_at = CASE WHEN d.asks THEN s.sent_at ELSE $2 END,
      message_id = CASE WHEN d.asks THEN s.message_id ELSE d.message_id END,
      updated_at = now()
    FROM unnest($3::int[], $4::int[], $5::int[], $6::bigint[], $7::boolean[]) AS d(id, contact_id, ticket_id, message_id, asks)
    WHERE s.company_id = $1 AND s.id = d.id`,
};

/**
 * sendShipping for a batch of one connection's claimed rows (locked, `queued`, batchable) in the
 * caller's transaction, in a few statements whatever their number: the recipients' messages and
 * send jobs written on their tickets together (sendOnContactTickets), then every row's new state
 * and message id in one statement. All or nothing: a throw leaves the caller to roll the batch back
 * and send its rows one by one, so that a row whose message cannot be written fails alone.
 */
export async function sendShippingBatch(
  deps: Pick<DispatcherDeps, 'outbound' | 'events'>,
  tx: Tx,
  connection: ConnectionRow,
  claimed: readonly ClaimedShipping[],
  now: Date,
): Promise<() => void> {
  const messages = claimed.map(({ row, campaign }) => shippingMessage(campaign, row));
  const sends = await sendOnContactTickets(
    { outbound: deps.outbound(), events: deps.events },
    tx,
    connection,
    claimed.map(({ row }, index) => ({
      number: row.number,
      name: row.name,
      message: messages[index]?.message ?? { body: '' },
    })),
  );
  const written = sends.sent;
  await runFixed(tx, markStatement, [
    connection.companyId,
    now,
    claimed.map(({ row }) => row.id),
    written.map((one) => one.ticket.contactId),
    written.map((one) => one.ticket.id),
    written.map((one) => one.messageId),
    messages.map((message) => message.asksConfirmation),
  ]);
  return sends.afterCommit;
}
