import { campaignVariantCount } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import type { campaigns } from '../../../db/schema';
import type { Tx } from '../../../platform/db/database';

type Campaign = typeof campaigns.$inferSelect;

/** Why a recipient is written `skipped` (docs/campaigns.md "Who is skipped"). */
export const skipReasons = {
  blocked: 'blocked',
  invalidNumber: 'invalid_number',
  noWhatsapp: 'no_whatsapp',
} as const;

/** The variants (1–5) holding text, in order; the first when all are blank. */
export function filledVariants(texts: readonly string[]): number[] {
  const filled = texts.flatMap((text, index) => (text.trim() === '' ? [] : [index + 1]));
  return filled.length > 0 ? filled : [1];
}

export const messageTexts = (campaign: Campaign) => [
  campaign.message1,
  campaign.message2,
  campaign.message3,
  campaign.message4,
  campaign.message5,
];

export const confirmationTexts = (campaign: Campaign) => [
  campaign.confirmationMessage1,
  campaign.confirmationMessage2,
  campaign.confirmationMessage3,
  campaign.confirmationMessage4,
  campaign.confirmationMessage5,
];

/**
 * Writes the campaign's recipients as shipping rows in the caller's transaction, one statement
 * whatever their number: the items of its contact list, or the contacts of its tag (on the
 * campaign connection's channel, no groups). One row per normalised number (the first item
 * wins); the variants rotate over the recipients in number order; the variables ({nome},
 * {numero}, {email}, the company's custom ones and the contact's extra fields) are captured
 * now. Blocked contacts, numbers outside 8–50 digits and numbers known to have no WhatsApp are
 * written `skipped` with their reason. Answers how many rows were written.
 */
export async function snapshotRecipients(
  tx: Tx,
  campaign: Campaign,
  channel: string,
  companyVariables: readonly { key: string; value: string }[],
): Promise<number> {
  const variants = filledVariants(messageTexts(campaign)).slice(0, campaignVariantCount);
  const variables = JSON.stringify(Object.fromEntries(companyVariables.map(({ key, value }) => [key, value])));
  const source = campaign.contactListId
    ? sql`SELECT i.id AS item_id, i.name, regexp_replace(i.number, '\\D', '', 'g') AS number, i.email,
            i.is_whatsapp_valid AS valid, i.id AS sort
          FROM contact_list_items i
          WHERE i.company_id = ${campaign.companyId} AND i.contact_list_id = ${campaign.contactListId}`
    : sql`SELECT NULL::int AS item_id, c.name, c.number, NULLIF(c.email, '') AS email, NULL::boolean AS valid, c.id AS sort
          FROM contact_tags t JOIN contacts c ON c.id = t.contact_id AND c.company_id = t.company_id
          WHERE t.company_id = ${campaign.companyId} AND t.tag_id = ${campaign.tagListId ?? 0}
            AND c.channel = ${channel} AND NOT c.is_group`;
  const { rowCount } = await tx.execute(sql`
    WITH source AS (${source}),
    recipient AS (
      SELECT DISTINCT ON (s.number) s.*, c.id AS contact_id, c.active
      FROM source s
      LEFT JOIN contacts c ON c.company_id = ${campaign.companyId} AND c.channel = ${channel} AND c.number = s.number
      ORDER BY s.number, s.sort
    ),
    numbered AS (
      SELECT r.*, row_number() OVER (ORDER BY r.number) - 1 AS ordinal FROM recipient r
    )
    INSERT INTO campaign_shippings (company_id, campaign_id, contact_list_item_id, contact_id, number, name, email,
                                    variables, variant, status, reason)
    SELECT ${campaign.companyId}, ${campaign.id}, n.item_id, n.contact_id, n.number, left(n.name, 255), n.email,
           ${variables}::jsonb
             || coalesce((SELECT jsonb_object_agg(x.name, x.value) FROM contact_extra_info x
                          WHERE x.company_id = ${campaign.companyId} AND x.contact_id = n.contact_id), '{}'::jsonb)
             || jsonb_build_object('nome', n.name, 'numero', n.number, 'email', coalesce(n.email, '')),
           (${`{${variants.join(',')}}`}::smallint[])[n.ordinal % ${variants.length} + 1],
           CASE WHEN n.reason IS NULL THEN 'queued' ELSE 'skipped' END, n.reason
    FROM (
      SELECT numbered.*, CASE
          WHEN active = false THEN ${skipReasons.blocked}
          WHEN length(number) NOT BETWEEN 8 AND 50 THEN ${skipReasons.invalidNumber}
          WHEN valid = false THEN ${skipReasons.noWhatsapp}
        END AS reason
      FROM numbered
    ) n
    ON CONFLICT (campaign_id, number) DO NOTHING`);
  return rowCount ?? 0;
}
