import { and, eq, sql } from 'drizzle-orm';
import type { ConnectionRow } from '../../../channels/channel-driver';
import { campaignShippings, type campaigns } from '../../../db/schema';
import type { Tx } from '../../../platform/db/database';
import { sendOnContactTicket, type TicketOptions } from '../../messages/send-on-contact-ticket';
import { campaignMedia, campaignText, fillCampaignVariables } from './campaign-message';
import type { DispatcherDeps } from './dispatcher.deps';

type Campaign = typeof campaigns.$inferSelect;
export type ShippingRow = typeof campaignShippings.$inferSelect;

/** The ticket a campaign's send leaves (spec 3 §2 ticket options). */
function ticketOptions(campaign: Campaign): TicketOptions {
  if (campaign.openTicket !== 'enabled') return null;
  return { userId: campaign.userId, queueId: campaign.queueId, status: campaign.statusTicket };
}

/** The message a claimed row gets now: the confirmation variant or the campaign's, its variables filled. */
export function shippingMessage(campaign: Campaign, row: ShippingRow) {
  const { text, asksConfirmation } = campaignText(campaign, row);
  const body = fillCampaignVariables(text, row.variables);
  const media = asksConfirmation ? { mediaType: 'conversation', mediaUrl: null } : campaignMedia(campaign);
  return { asksConfirmation, message: { body, ...media } };
}

/**
 * Writes one claimed recipient's message in the caller's transaction (the row is locked and
 * `queued`): the message row and its send job through the outbound path, on the recipient's
 * ticket, and the row's new state with the message's id — `confirmation_requested` for a
 * confirmation variant, else `sending` — all in one commit: a row is never left claimed without
 * its message, nor a message written without its row marked (docs/campaigns.md "Exactly once").
 */
export async function sendShipping(
  deps: Pick<DispatcherDeps, 'outbound' | 'events'>,
  tx: Tx,
  campaign: Campaign,
  connection: ConnectionRow,
  row: ShippingRow,
  now: Date,
): Promise<() => void> {
  const { asksConfirmation, message } = shippingMessage(campaign, row);
  const senders = { outbound: deps.outbound(), events: deps.events };
  const sent = await sendOnContactTicket(
    senders,
    tx,
    { connection, number: row.number, name: row.name },
    ticketOptions(campaign),
    () => ({ userId: null, ...message }),
  );
  const common = {
    contactId: sent.ticket.contactId,
    ticketId: sent.ticket.id,
    attempts: sql`${campaignShippings.attempts} + 1`,
  };
  await tx
    .update(campaignShippings)
    .set(
      asksConfirmation
        ? {
            ...common,
            status: 'confirmation_requested',
            confirmationRequestedAt: now,
            confirmationMessageId: sent.messageId,
          }
        : { ...common, status: 'sending', sentAt: now, messageId: sent.messageId },
    )
    .where(and(eq(campaignShippings.companyId, row.companyId), eq(campaignShippings.id, row.id)));
  return sent.afterCommit;
}

/** A row whose message could not even be written (its savepoint rolled back): failed with the reason. */
export async function markShippingFailed(tx: Tx, row: ShippingRow, reason: string, now: Date) {
  await tx
    .update(campaignShippings)
    .set({ status: 'failed', reason: reason.slice(0, 100), failedAt: now })
    .where(
      and(
        eq(campaignShippings.companyId, row.companyId),
        eq(campaignShippings.id, row.id),
        eq(campaignShippings.status, 'queued'),
      ),
    );
}
