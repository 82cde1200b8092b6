/** Shared vocabulary of campaigns and their sends (spec 3 §2 Campaigns, §3 Campaign, §4 Campaign status, §9). */

/** Spec 3 §4: INATIVA on create; PROGRAMADA waits for scheduledAt; EM_ANDAMENTO sends; CANCELADA; FINALIZADA. */
export const campaignStatuses = ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** Spec 3 §3: the ticket a send leaves behind, when openTicket is enabled. */
export const campaignTicketStatuses = ['closed', 'pending', 'open'] as const;
export type CampaignTicketStatus = (typeof campaignTicketStatuses)[number];

/** Spec 3 §9: up to five message variants and five confirmation variants. */
export const campaignVariantCount = 5;

/**
 * One recipient's send, from the snapshot taken when the campaign starts:
 * - `queued`: waiting for its turn (or for the recipient's confirmation reply to be sent the message);
 * - `sending`: its message row is written and the channel is sending it (docs/campaigns.md);
 * - `confirmation_requested`: the confirmation variant went out, the reply is awaited;
 * - `sent` → `delivered` → `read`: the campaign message, as the channel acknowledges it;
 * - `refused`: the recipient answered the confirmation negatively;
 * - `failed`: retries exhausted (reason kept);
 * - `skipped`: never sent (blocked contact, disabled number, no WhatsApp; reason kept).
 */
export const campaignShippingStatuses = [
  'queued',
  'sending',
  'confirmation_requested',
  'sent',
  'delivered',
  'read',
  'refused',
  'failed',
  'skipped',
] as const;
export type CampaignShippingStatus = (typeof campaignShippingStatuses)[number];
